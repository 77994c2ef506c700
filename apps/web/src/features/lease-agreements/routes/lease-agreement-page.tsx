import { useRef } from 'react';
import { Alert } from '@mantine/core';
import type { FieldError } from '@leasedesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { ApiError, EnvelopeError } from '../../../lib/api-client';
import { LONG_TOAST_MS, notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session-store';
import { getLeaseAgreement } from '../api/get-lease-agreement';
import { saveLeaseAgreement } from '../api/save-lease-agreement';
import { toAgreementInput, type AgreementFormValues } from '../components/agreement-form-values';
import { LeaseAgreementForm } from '../components/lease-agreement-form';

/**
 * /leaseAgreement (new) and /leaseAgreement/{id} (edit). Submit runs the save chain (SPEC §4) and lands
 * on the summary; a failing step shows the 'Error' toast with the server's messages and the form keeps
 * what was typed (SPEC §8).
 */
export function LeaseAgreementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const standard = session?.accountingStandard ?? 'CSI';
  const { id: idParam } = useParams();
  const id = idParam === undefined ? null : Number(idParam);
  const editing = id !== null;
  const validId = id === null || (Number.isInteger(id) && id > 0);
  // a new agreement stored before a later step failed is updated on the next submit, not created again
  const storedId = useRef<number | null>(null);

  const agreement = useQuery({
    queryKey: ['lease-agreement', id],
    queryFn: () => getLeaseAgreement(id as number),
    enabled: editing && validId,
  });

  const save = useMutation({
    mutationFn: (values: AgreementFormValues) =>
      saveLeaseAgreement(id ?? storedId.current, toAgreementInput(values, standard === 'IFRS16' ? 1 : 0), (stored) => {
        storedId.current = stored;
      }),
  });

  const submit = async (values: AgreementFormValues): Promise<readonly FieldError[] | null> => {
    try {
      const savedId = await save.mutateAsync(values);
      void queryClient.invalidateQueries({ queryKey: ['lease-agreement', savedId] });
      void queryClient.invalidateQueries({ queryKey: ['lease-agreements'] });
      void queryClient.invalidateQueries({ queryKey: ['agreement-numbers'] });
      void queryClient.invalidateQueries({ queryKey: ['schedule-numbers'] });
      await navigate(`/leaseAgreementSummary/${savedId}`);
      return null;
    } catch (error) {
      if (error instanceof EnvelopeError) {
        notifyError(t('errors.title'), error.errors.map((e) => e.message).join('\n') || t('agreementForm.saveFailed'), LONG_TOAST_MS);
        return error.errors;
      }
      // other failures were already reported by the API client
      return [];
    }
  };

  const notFound = !validId || (agreement.error instanceof ApiError && agreement.error.status === 404);
  let content;
  if (notFound) {
    content = (
      <Alert color="yellow" role="alert">
        {t('agreementForm.notFound')}
      </Alert>
    );
  } else if (editing && agreement.isPending) {
    content = <PageLoader />;
  } else if (editing && !agreement.data) {
    content = (
      <Alert color="red" role="alert">
        {t('errors.loadFailed')}
      </Alert>
    );
  } else {
    content = (
      <LeaseAgreementForm
        key={agreement.data?.id ?? 'new'}
        agreement={agreement.data}
        standard={standard}
        submitting={save.isPending}
        onSubmit={submit}
      />
    );
  }

  return (
    <>
      <PageTitle
        title={editing ? t('agreementForm.editTitle') : t('agreementForm.newTitle')}
        actions={<BackButton fallback="/leaseAgreements" />}
      />
      {content}
    </>
  );
}
