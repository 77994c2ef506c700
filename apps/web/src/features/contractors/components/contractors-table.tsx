import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ContractorDto } from '@leasedesk/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';

interface ContractorsTableProps {
  contractors: ContractorDto[] | undefined;
  fetching: boolean;
  onDelete: (contractor: ContractorDto) => void;
}

/** Name (sortable), tax id and code, with edit and delete per row (SPEC §2 /contractors). */
export function ContractorsTable({ contractors, fetching, onDelete }: ContractorsTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable<ContractorDto>
      label={t('contractors.listTitle')}
      records={contractors}
      fetching={fetching}
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
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label={t('common.edit')}>
                <ActionIcon
                  component={Link}
                  to={`/contractor/${contractor.id}`}
                  variant="subtle"
                  aria-label={t('contractors.editContractor', { name: contractor.name })}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('common.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('contractors.deleteContractor', { name: contractor.name })}
                  onClick={() => onDelete(contractor)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ),
        },
      ]}
    />
  );
}
