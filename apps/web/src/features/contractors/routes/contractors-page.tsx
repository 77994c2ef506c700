import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractorDto, PagedResult } from '@leasedesk/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { listFailure } from '../../../components/list-error';
import { PAGE_SIZES } from '../../../components/data-table-defaults';
import { useRememberedView } from '../../../components/use-remembered-view';
import { PageTitle } from '../../../components/page-title';
import { SEARCH_DEBOUNCE_MS, SearchInput } from '../../../components/search-input';
import { envelopeMessages } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { deleteContractor } from '../api/delete-contractor';
import { contractorKeys, contractorsPageQuery } from '../api/queries';
import { ContractorsTable } from '../components/contractors-table';

/**
 * /contractors: search by tax id or name, or a part of a name, as you type (500 ms); the server sorts
 * by name (Polish order, either direction) and answers one page of 10/25/50 rows; edit and delete.
 */
export function ContractorsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // the page belongs to the search it was chosen for: a new search starts on page 1 (set while
  // rendering, React's way of adjusting state to a changed value, so no request asks for the old page)
  const [paging, setPaging] = useState({ query, page: 1 });
  if (paging.query !== query) setPaging({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const setPage = (next: number) => setPaging({ query, page: next });
  // kept for the tab: editing a contractor and coming back shows the list as it was left
  const [view, changeView] = useRememberedView('contractors', { pageSize: PAGE_SIZES[0] ?? 10, sort: { field: 'name', direction: 'asc' } });
  const pageSize = view.pageSize;
  const direction = view.sort?.direction ?? 'asc';
  const [toDelete, setToDelete] = useState<ContractorDto | null>(null);

  const contractors = useQuery({
    ...contractorsPageQuery({ query, page, pageSize, direction }),
    placeholderData: keepPreviousData,
  });

  // A page that no longer exists (its last rows deleted, here or elsewhere): show the last one.
  const answer = contractors.isPlaceholderData ? undefined : contractors.data;
  useEffect(() => {
    if (answer && answer.items.length === 0 && answer.itemsCount > 0 && answer.page > 1) {
      setPaging({ query, page: Math.ceil(answer.itemsCount / answer.pageSize) });
    }
  }, [answer, query]);

  const remove = useMutation({
    mutationFn: (contractor: ContractorDto) => deleteContractor(contractor.id),
    onSuccess: (_answer, contractor) => {
      queryClient.setQueriesData<PagedResult<ContractorDto>>({ queryKey: contractorKeys.lists }, (list) =>
        list && list.items.some((entry) => entry.id === contractor.id)
          ? { ...list, items: list.items.filter((entry) => entry.id !== contractor.id), itemsCount: list.itemsCount - 1 }
          : list,
      );
      queryClient.removeQueries({ queryKey: contractorKeys.detail(contractor.id) });
      void queryClient.invalidateQueries({ queryKey: contractorKeys.lists });
      notifySuccess(t('common.success'), t('contractors.deleted'));
      setToDelete(null);
    },
    onError: (error) => {
      notifyError(t('contractors.deleteFailed'), envelopeMessages(error).join('\n') || t('errors.tryAgain'));
      // the list may be stale (changed elsewhere): show it as it is now
      void queryClient.invalidateQueries({ queryKey: contractorKeys.lists });
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
      <ContractorsTable
        contractors={contractors.data?.items}
        total={contractors.data?.itemsCount ?? 0}
        page={page}
        pageSize={pageSize}
        direction={direction}
        fetching={contractors.isFetching}
        failure={listFailure(contractors)}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          changeView({ pageSize: size });
          setPage(1);
        }}
        onDirectionChange={(next) => {
          changeView({ sort: { field: 'name', direction: next } });
          setPage(1);
        }}
        onDelete={setToDelete}
      />
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
