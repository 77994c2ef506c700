import { useRef } from 'react';
import type { FieldError } from '@leasedesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button';
import { PageTitle } from '../../../components/page-title';
import { isNotFound, RecordState } from '../../../components/record-state';
import { useRecordId } from '../../../lib/use-record-id';
import { EnvelopeError } from '../../../lib/api-client';
import { LONG_TOAST_MS, notifyError } from '../../../lib/notify';
import { tenantStandardOf, useSession } from '../../../lib/session-store';
import { agreementKeys, agreementQuery, invalidateAgreementLists } from '../api/queries';
import { saveLeaseAgreement } from '../api/save-lease-agreement';
import { toAgreementInput, type AgreementFormValues } from '../components/agreement-form-values';
import { LeaseAgreementForm } from '../components/lease-agreement-form';
import { NoContractorsHint, useNoContractors } from '../components/no-contractors-hint';

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
  // the client's own standard, not the view the selector on home may have switched
  const standard = session ? tenantStandardOf(session) : 'CSI';
  const { id, editing, validId } = useRecordId();
  // a new agreement stored before a later step failed is updated on the next submit, not created again
  const storedId = useRef<number | null>(null);

  const agreement = useQuery({
    ...agreementQuery(id),
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
      void queryClient.invalidateQueries({ queryKey: agreementKeys.detail(savedId) });
      invalidateAgreementLists(queryClient);
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

  const noContractors = useNoContractors();

  // a new agreement needs a contractor: without any, the page says where to add one instead of an empty choice
  const content = !editing && noContractors ? (
    <NoContractorsHint />
  ) : (
    <RecordState
      notFound={!validId || isNotFound(agreement.error)}
      notFoundText={t('agreementForm.notFound')}
      loading={editing && agreement.isPending}
      failed={editing && !agreement.data}
    >
      <LeaseAgreementForm key={agreement.data?.id ?? 'new'} agreement={agreement.data} standard={standard} submitting={save.isPending} onSubmit={submit} />
    </RecordState>
  );

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
