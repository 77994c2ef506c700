import { useState } from 'react';
import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SalesPersonDto } from '@leasedesk/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { listFailure } from '../../../components/list-error';
import { PageTitle } from '../../../components/page-title';
import { SEARCH_DEBOUNCE_MS, SearchInput } from '../../../components/search-input';
import { envelopeMessages } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { deleteTrader } from '../api/delete-trader';
import { traderKeys, tradersQuery } from '../api/queries';
import { TradersTable } from '../components/traders-table';
import { traderName } from '../components/trader-name';

/** /traders: the client's sales people; search as you type, sortable paged table, edit and delete. */
export function TradersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [toDelete, setToDelete] = useState<SalesPersonDto | null>(null);

  const traders = useQuery({
    ...tradersQuery(query),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (trader: SalesPersonDto) => deleteTrader(trader.id),
    onSuccess: (_answer, trader) => {
      queryClient.setQueriesData<SalesPersonDto[]>({ queryKey: traderKeys.lists }, (list) =>
        list?.filter((entry) => entry.id !== trader.id),
      );
      queryClient.removeQueries({ queryKey: traderKeys.detail(trader.id) });
      void queryClient.invalidateQueries({ queryKey: traderKeys.lists });
      notifySuccess(t('common.success'), t('traders.deleted'));
      setToDelete(null);
    },
    onError: (error) => {
      notifyError(t('traders.deleteFailed'), envelopeMessages(error).join('\n') || t('errors.tryAgain'));
      // the list may be stale (changed elsewhere): show it as it is now
      void queryClient.invalidateQueries({ queryKey: traderKeys.lists });
      setToDelete(null);
    },
  });

  return (
    <>
      <PageTitle
        title={t('traders.listTitle')}
        actions={
          <Button component={Link} to="/trader" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('features.traders.add')}
          </Button>
        }
      />
      <SearchInput value={search} onChange={setSearch} placeholder={t('traders.searchPlaceholder')} />
      <TradersTable traders={traders.data} fetching={traders.isFetching} failure={listFailure(traders)} onDelete={setToDelete} />
      <ConfirmDeleteDialog
        itemName={toDelete ? traderName(toDelete) : null}
        subject="salesPerson"
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </>
  );
}
