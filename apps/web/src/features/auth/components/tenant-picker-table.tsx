import { Radio } from '@mantine/core';
import type { UserTenant } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import type { ListFailure } from '../../../components/list-error';
import { ListTable } from '../../../components/list-table';

interface TenantPickerTableProps {
  tenants: UserTenant[] | undefined;
  fetching: boolean;
  failure?: ListFailure | null;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The user's clients with single selection: a click on the row or its radio selects it. */
export function TenantPickerTable({ tenants, fetching, failure = null, selectedId, onSelect }: TenantPickerTableProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group aria-label={t('selectClient.tableLabel')} value={selectedId === null ? null : String(selectedId)} onChange={(value) => onSelect(Number(value))}>
      <ListTable<UserTenant>
        label={t('selectClient.tableLabel')}
        records={tenants}
        fetching={fetching}
        failure={failure}
        idAccessor="id"
        initialSort={{ field: 'name', direction: 'asc' }}
        onRowClick={({ record }) => onSelect(record.id)}
        rowStyle={(record) => (record.id === selectedId ? { backgroundColor: 'var(--mantine-color-blue-light)' } : undefined)}
        customRowAttributes={(record) => ({ 'aria-selected': record.id === selectedId, style: { cursor: 'pointer' } })}
        columns={[
          {
            accessor: 'select',
            title: t('selectClient.selectColumn'),
            width: 70,
            render: (record) => (
              <Radio value={String(record.id)} aria-label={record.name} onClick={(event) => event.stopPropagation()} />
            ),
          },
          { accessor: 'name', title: t('selectClient.name'), sortable: true },
          {
            accessor: 'accountingStandard',
            title: t('standard.label'),
            render: (record) => (record.accountingStandard === 1 ? 'IFRS16' : 'CSI'),
          },
        ]}
      />
    </Radio.Group>
  );
}
