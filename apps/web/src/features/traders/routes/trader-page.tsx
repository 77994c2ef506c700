import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SalesPersonDto } from '@leasedesk/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseFormSetError } from 'react-hook-form';
import { BackButton } from '../../../components/back-button';
import { PageTitle } from '../../../components/page-title';
import { isNotFound, RecordState } from '../../../components/record-state';
import { EnvelopeError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/field-errors';
import { LONG_TOAST_MS, notifyError, notifySuccess, SHORT_TOAST_MS } from '../../../lib/notify';
import { useGoBack } from '../../../lib/use-go-back';
import { useRecordId } from '../../../lib/use-record-id';
import { createTrader } from '../api/create-trader';
import { traderKeys, traderQuery } from '../api/queries';
import { updateTrader } from '../api/update-trader';
import { TraderForm, traderFormFields, type TraderFormValues } from '../components/trader-form';

interface SaveRequest {
  values: TraderFormValues;
  setError: UseFormSetError<TraderFormValues>;
}

/** /trader (new) and /trader/{id} (edit); CSI only (the route is guarded by the registry). */
export function TraderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const goBack = useGoBack('/traders');
  const { id, editing, validId } = useRecordId();

  const trader = useQuery({
    ...traderQuery(id),
    enabled: editing && validId,
  });

  const save = useMutation({
    mutationFn: ({ values }: SaveRequest): Promise<SalesPersonDto | null> => {
      const input = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
      return id === null ? createTrader(input) : updateTrader(id, input);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: traderKeys.lists });
      void queryClient.invalidateQueries({ queryKey: traderKeys.detail(id) });
      if (editing) {
        notifySuccess(t('common.success'), t('traders.updated'), SHORT_TOAST_MS);
        goBack();
      } else {
        notifySuccess(t('common.success'), t('traders.created'), SHORT_TOAST_MS);
        void navigate('/traders');
      }
    },
    onError: (error, { setError }) => {
      const failed = editing ? t('traders.updateFailed') : t('traders.createFailed');
      if (error instanceof EnvelopeError) {
        const rest = applyFieldErrors(error.errors, traderFormFields, setError);
        notifyError(failed, (rest.length > 0 ? rest : error.errors).map((e) => e.message).join('\n'), LONG_TOAST_MS);
      } else {
        notifyError(t('errors.title'), failed, SHORT_TOAST_MS);
      }
    },
  });

  const content = (
    <RecordState
      notFound={!validId || isNotFound(trader.error)}
      notFoundText={t('traders.notFound')}
      loading={editing && trader.isPending}
      failed={editing && !trader.data}
    >
        <TraderForm
          key={trader.data?.id ?? 'new'}
          trader={trader.data}
          submitting={save.isPending}
          onSubmit={(values, setError) => save.mutate({ values, setError })}
          onCancel={goBack}
        />
    </RecordState>
  );

  return (
    <>
      <PageTitle title={editing ? t('traders.editTitle') : t('traders.newTitle')} actions={<BackButton fallback="/traders" />} />
      {content}
    </>
  );
}
