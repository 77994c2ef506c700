import { useState } from 'react';
import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { listFailure } from '../../../components/list-error';
import { PageTitle } from '../../../components/page-title';
import { SEARCH_DEBOUNCE_MS, SearchInput } from '../../../components/search-input';
import { envelopeMessages } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { deleteTenant } from '../api/delete-tenant';
import type { TenantListEntry } from '../api/get-tenants';
import { tenantKeys, tenantsQuery } from '../api/queries';
import { TenantsTable } from '../components/tenants-table';

/** /tenants: search as you type, sortable paged table, edit and delete. */
export function TenantsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [toDelete, setToDelete] = useState<TenantListEntry | null>(null);

  const tenants = useQuery({
    ...tenantsQuery(query),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (tenant: TenantListEntry) => deleteTenant(tenant.id),
    onSuccess: (_answer, tenant) => {
      queryClient.setQueriesData<TenantListEntry[]>({ queryKey: tenantKeys.lists }, (list) =>
        list?.filter((entry) => entry.id !== tenant.id),
      );
      void queryClient.invalidateQueries({ queryKey: tenantKeys.lists });
      void queryClient.invalidateQueries({ queryKey: tenantKeys.options });
      notifySuccess(t('common.success'), t('tenants.deleted'));
      setToDelete(null);
    },
    onError: (error) => {
      notifyError(t('tenants.deleteFailed'), envelopeMessages(error).join('\n') || t('errors.tryAgain'));
      setToDelete(null);
    },
  });

  return (
    <>
      <PageTitle
        title={t('tenants.listTitle')}
        actions={
          <Button component={Link} to="/tenant" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('features.tenants.add')}
          </Button>
        }
      />
      <SearchInput value={search} onChange={setSearch} placeholder={t('tenants.searchPlaceholder')} />
      <TenantsTable tenants={tenants.data} fetching={tenants.isFetching} failure={listFailure(tenants)} onDelete={setToDelete} />
      <ConfirmDeleteDialog
        itemName={toDelete?.name ?? null}
        subject="tenant"
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </>
  );
}
