import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractorDto } from '@leasedesk/contract';
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
import { createContractor } from '../api/create-contractor';
import { contractorKeys, contractorQuery } from '../api/queries';
import { updateContractor } from '../api/update-contractor';
import { ContractorForm, contractorFormFields, type ContractorFormValues } from '../components/contractor-form';

interface SaveRequest {
  values: ContractorFormValues;
  setError: UseFormSetError<ContractorFormValues>;
}

interface ContractorPageProps {
  /** Puts an edited contractor's form beside its History tab; app/ composes it from the audit feature. */
  withHistory?: (details: ReactNode, contractorId: number) => ReactNode;
}

/**
 * /contractor (new) and /contractor/{id} (edit), with SPEC §8's messages: a created contractor
 * clears the form for the next one, an updated one returns to where the user came from.
 */
export function ContractorPage({ withHistory }: ContractorPageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const goBack = useGoBack('/contractors');
  const { id, editing, validId } = useRecordId();
  // a new key after each create remounts an empty form
  const [created, setCreated] = useState(0);

  const contractor = useQuery({
    ...contractorQuery(id),
    enabled: editing && validId,
  });

  const save = useMutation({
    mutationFn: ({ values }: SaveRequest): Promise<ContractorDto | null> => {
      const input = { name: values.name.trim(), taxId: values.taxId.trim(), code: values.code.trim() };
      return id === null ? createContractor(input) : updateContractor(id, input);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contractorKeys.lists });
      void queryClient.invalidateQueries({ queryKey: contractorKeys.detail(id) });
      if (editing) {
        notifySuccess(t('common.success'), t('contractors.updated'), SHORT_TOAST_MS);
        goBack();
      } else {
        notifySuccess(t('common.success'), t('contractors.created'), SHORT_TOAST_MS);
        setCreated((count) => count + 1);
      }
    },
    onError: (error, { setError }) => {
      const failed = editing ? t('contractors.updateFailed') : t('contractors.createFailed');
      if (error instanceof EnvelopeError) {
        applyFieldErrors(error.errors, contractorFormFields, setError);
        notifyError(t('errors.title'), error.errors.map((e) => e.message).join('\n') || failed, LONG_TOAST_MS);
      } else {
        notifyError(t('errors.title'), failed, SHORT_TOAST_MS);
      }
    },
  });

  const form = (
    <RecordState
      notFound={!validId || isNotFound(contractor.error)}
      notFoundText={t('contractors.notFound')}
      loading={editing && contractor.isPending}
      failed={editing && !contractor.data}
    >
        <ContractorForm
          key={contractor.data?.id ?? `new-${created}`}
          contractor={contractor.data}
          submitting={save.isPending}
          onSubmit={(values, setError) => save.mutate({ values, setError })}
          onCancel={goBack}
        />
    </RecordState>
  );
  // a contractor being created has no history yet
  const content = editing && contractor.data && withHistory ? withHistory(form, contractor.data.id) : form;

  return (
    <>
      <PageTitle
        title={editing ? t('contractors.editTitle') : t('contractors.newTitle')}
        actions={<BackButton fallback="/contractors" />}
      />
      {content}
    </>
  );
}
