import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import type { TenantListEntry } from '../api/get-tenants';

interface TenantsTableProps {
  tenants: TenantListEntry[] | undefined;
  fetching: boolean;
  onDelete: (tenant: TenantListEntry) => void;
}

/** Tenant names with edit and delete per row. */
export function TenantsTable({ tenants, fetching, onDelete }: TenantsTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable<TenantListEntry>
      label={t('tenants.listTitle')}
      records={tenants}
      fetching={fetching}
      idAccessor="id"
      initialSort={{ field: 'name', direction: 'asc' }}
      columns={[
        { accessor: 'name', title: t('tenants.name'), sortable: true },
        {
          accessor: 'accountingStandard',
          title: t('standard.label'),
          sortable: true,
          render: (tenant) => (tenant.accountingStandard === 1 ? 'IFRS16' : 'CSI'),
        },
        {
          accessor: 'actions',
          title: t('common.actions'),
          textAlign: 'right',
          width: 110,
          render: (tenant) => (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label={t('common.edit')}>
                <ActionIcon
                  component={Link}
                  to={`/tenant/${tenant.id}`}
                  variant="subtle"
                  aria-label={t('tenants.editTenant', { name: tenant.name })}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('common.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('tenants.deleteTenant', { name: tenant.name })}
                  onClick={() => onDelete(tenant)}
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
