import { useState } from 'react';
import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractorDto } from '@leasedesk/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { listFailure } from '../../../components/list-error';
import { PageTitle } from '../../../components/page-title';
import { SEARCH_DEBOUNCE_MS, SearchInput } from '../../../components/search-input';
import { envelopeMessages } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { deleteContractor } from '../api/delete-contractor';
import { getContractors } from '../api/get-contractors';
import { ContractorsTable } from '../components/contractors-table';

/** /contractors: search by tax id or name as you type (500 ms), sortable paged table, edit and delete. */
export function ContractorsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [toDelete, setToDelete] = useState<ContractorDto | null>(null);

  const contractors = useQuery({
    queryKey: ['contractors', query],
    queryFn: ({ signal }) => getContractors(query, signal),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (contractor: ContractorDto) => deleteContractor(contractor.id),
    onSuccess: (_answer, contractor) => {
      queryClient.setQueriesData<ContractorDto[]>({ queryKey: ['contractors'] }, (list) =>
        list?.filter((entry) => entry.id !== contractor.id),
      );
      queryClient.removeQueries({ queryKey: ['contractor', contractor.id] });
      void queryClient.invalidateQueries({ queryKey: ['contractors'] });
      notifySuccess(t('common.success'), t('contractors.deleted'));
      setToDelete(null);
    },
    onError: (error) => {
      notifyError(t('contractors.deleteFailed'), envelopeMessages(error).join('\n') || t('errors.tryAgain'));
      // the list may be stale (changed elsewhere): show it as it is now
      void queryClient.invalidateQueries({ queryKey: ['contractors'] });
      setToDelete(null);
    },
  });

  return (
    <>
      <PageTitle
        title={t('contractors.listTitle')}
        actions={
          <Button component={Link} to="/contractor" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('features.contractors.new')}
          </Button>
        }
      />
      <SearchInput value={search} onChange={setSearch} placeholder={t('contractors.searchPlaceholder')} />
      <ContractorsTable contractors={contractors.data} fetching={contractors.isFetching} failure={listFailure(contractors)} onDelete={setToDelete} />
      <ConfirmDeleteDialog
        itemName={toDelete ? `${toDelete.name} (${toDelete.taxId})` : null}
        subject="contractor"
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </>
  );
}
