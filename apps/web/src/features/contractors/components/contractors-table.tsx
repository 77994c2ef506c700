import type { ContractorDto } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import type { ListFailure } from '../../../components/list-error';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';

interface ContractorsTableProps {
  contractors: ContractorDto[] | undefined;
  fetching: boolean;
  failure?: ListFailure | null;
  onDelete: (contractor: ContractorDto) => void;
}

/** Name (sortable), tax id and code, with edit and delete per row (SPEC §2 /contractors). */
export function ContractorsTable({ contractors, fetching, failure = null, onDelete }: ContractorsTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable<ContractorDto>
      label={t('contractors.listTitle')}
      records={contractors}
      fetching={fetching}
      failure={failure}
      idAccessor="id"
      initialSort={{ field: 'name', direction: 'asc' }}
      columns={[
        { accessor: 'name', title: t('contractors.name'), sortable: true },
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
