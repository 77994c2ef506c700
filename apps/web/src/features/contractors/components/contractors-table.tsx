import type { ContractorDto } from '@leasedesk/contract';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { ListError, type ListFailure } from '../../../components/list-error';
import { scrollingTableProps, usePagedTableTexts } from '../../../components/data-table-defaults';
import { RowActions } from '../../../components/row-actions';
import { SortHeader } from '../../../components/sort-header';

interface ContractorsTableProps {
  /** The page the server answered (undefined before the first answer). */
  contractors: ContractorDto[] | undefined;
  /** How many contractors match, on every page. */
  total: number;
  page: number;
  pageSize: number;
  /** The server's order by name (Polish alphabetical order). */
  direction: 'asc' | 'desc';
  fetching: boolean;
  failure?: ListFailure | null;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onDirectionChange: (direction: 'asc' | 'desc') => void;
  onDelete: (contractor: ContractorDto) => void;
}

/**
 * Name (sortable), tax id and code, with edit and delete per row (SPEC §2 /contractors): one page, as
 * the server sorted and paged it (10/25/50 rows), so a tenant with 100 000 contractors loads ten.
 */
export function ContractorsTable(props: ContractorsTableProps) {
  const { contractors, total, page, pageSize, direction, fetching, failure = null, onPageChange, onPageSizeChange, onDirectionChange, onDelete } = props;
  const { t } = useTranslation();
  const texts = usePagedTableTexts();
  if (failure) return <ListError failure={failure} />;
  const records = contractors ?? [];
  return (
    <DataTable<ContractorDto>
      aria-label={t('contractors.listTitle')}
      {...scrollingTableProps(records.length)}
      highlightOnHover
      idAccessor="id"
      records={records}
      fetching={fetching}
      totalRecords={total}
      page={page}
      onPageChange={onPageChange}
      recordsPerPage={pageSize}
      onRecordsPerPageChange={onPageSizeChange}
      {...texts}
      columns={[
        {
          accessor: 'name',
          title: <SortHeader label={t('contractors.name')} direction={direction} onToggle={() => onDirectionChange(direction === 'asc' ? 'desc' : 'asc')} />,
        },
        { accessor: 'taxId', title: t('contractors.taxId'), width: 150 },
        { accessor: 'code', title: t('contractors.code'), width: 160 },
        {
          accessor: 'actions',
          title: t('common.actions'),
          textAlign: 'right',
          width: 110,
          render: (contractor) => (
            <RowActions
              editTo={`/contractor/${contractor.id}`}
              editLabel={t('contractors.editContractor', { name: contractor.name })}
              deleteLabel={t('contractors.deleteContractor', { name: contractor.name })}
              onDelete={() => onDelete(contractor)}
            />
          ),
        },
      ]}
    />
  );
}
