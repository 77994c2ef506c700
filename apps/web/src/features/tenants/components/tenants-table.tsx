import { useTranslation } from 'react-i18next';
import type { ListFailure } from '../../../components/list-error';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import type { TenantListEntry } from '../api/get-tenants';

interface TenantsTableProps {
  tenants: TenantListEntry[] | undefined;
  fetching: boolean;
  failure?: ListFailure | null;
  onDelete: (tenant: TenantListEntry) => void;
}

/** Tenant names with edit and delete per row. */
export function TenantsTable({ tenants, fetching, failure = null, onDelete }: TenantsTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable<TenantListEntry>
      label={t('tenants.listTitle')}
      records={tenants}
      fetching={fetching}
      failure={failure}
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
            <RowActions
              editTo={`/tenant/${tenant.id}`}
              editLabel={t('tenants.editTenant', { name: tenant.name })}
              deleteLabel={t('tenants.deleteTenant', { name: tenant.name })}
              onDelete={() => onDelete(tenant)}
            />
          ),
        },
      ]}
    />
  );
}
