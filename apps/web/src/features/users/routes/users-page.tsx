import { useState } from 'react';
import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@leasedesk/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { listFailure } from '../../../components/list-error';
import { PageTitle } from '../../../components/page-title';
import { SEARCH_DEBOUNCE_MS, SearchInput } from '../../../components/search-input';
import { envelopeMessages } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { deleteUser } from '../api/delete-user';
import { userKeys, usersQuery } from '../api/queries';
import { UsersTable } from '../components/users-table';


/** /users: search as you type, sortable paged table, edit and delete. */
export function UsersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [toDelete, setToDelete] = useState<UserDto | null>(null);

  const users = useQuery({
    ...usersQuery(query),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (user: UserDto) => deleteUser(user.id),
    onSuccess: (_answer, user) => {
      queryClient.setQueriesData<UserDto[]>({ queryKey: userKeys.lists }, (list) => list?.filter((u) => u.id !== user.id));
      void queryClient.invalidateQueries({ queryKey: userKeys.lists });
      notifySuccess(t('common.success'), t('users.deleted'));
      setToDelete(null);
    },
    onError: (error) => {
      notifyError(t('users.deleteFailed'), envelopeMessages(error).join('\n') || t('errors.tryAgain'));
      setToDelete(null);
    },
  });

  return (
    <>
      <PageTitle
        title={t('users.listTitle')}
        actions={
          <Button component={Link} to="/user" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('features.users.add')}
          </Button>
        }
      />
      <SearchInput value={search} onChange={setSearch} placeholder={t('users.searchPlaceholder')} />
      <UsersTable users={users.data} fetching={users.isFetching} failure={listFailure(users)} onDelete={setToDelete} />
      <ConfirmDeleteDialog
        itemName={toDelete ? `${toDelete.firstName} ${toDelete.lastName} (${toDelete.email})` : null}
        subject="user"
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </>
  );
}
