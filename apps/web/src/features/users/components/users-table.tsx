import type { UserDto } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import type { ListFailure } from '../../../components/list-error';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';

interface UsersTableProps {
  users: UserDto[] | undefined;
  fetching: boolean;
  failure?: ListFailure | null;
  onDelete: (user: UserDto) => void;
}

/** Users with their role and tenants; edit and delete per row. */
export function UsersTable({ users, fetching, failure = null, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable<UserDto>
      label={t('users.listTitle')}
      records={users}
      fetching={fetching}
      failure={failure}
      idAccessor="id"
      initialSort={{ field: 'lastName', direction: 'asc' }}
      columns={[
        { accessor: 'firstName', title: t('users.firstName'), sortable: true },
        { accessor: 'lastName', title: t('users.lastName'), sortable: true },
        { accessor: 'email', title: t('users.email'), sortable: true },
        { accessor: 'role', title: t('users.role'), render: (user) => t(`roles.${user.role.name}`) },
        {
          accessor: 'tenants',
          title: t('users.tenants'),
          render: (user) => user.tenants.map((tenant) => tenant.name).join(', '),
        },
        {
          accessor: 'actions',
          title: t('common.actions'),
          textAlign: 'right',
          width: 110,
          render: (user) => (
            <RowActions
              editTo={`/user/${user.id}`}
              editLabel={t('users.editUser', { name: user.email })}
              deleteLabel={t('users.deleteUser', { name: user.email })}
              onDelete={() => onDelete(user)}
            />
          ),
        },
      ]}
    />
  );
}
