import { useState } from 'react';
import { Alert } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractorDto } from '@leasedesk/contract';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseFormSetError } from 'react-hook-form';
import { BackButton } from '../../../components/back-button';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { ApiError, EnvelopeError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/field-errors';
import { LONG_TOAST_MS, notifyError, notifySuccess, SHORT_TOAST_MS } from '../../../lib/notify';
import { useGoBack } from '../../../lib/use-go-back';
import { createContractor } from '../api/create-contractor';
import { getContractor } from '../api/get-contractor';
import { updateContractor } from '../api/update-contractor';
import { ContractorForm, contractorFormFields, type ContractorFormValues } from '../components/contractor-form';

interface SaveRequest {
  values: ContractorFormValues;
  setError: UseFormSetError<ContractorFormValues>;
}

/**
 * /contractor (new) and /contractor/{id} (edit), with SPEC §8's messages: a created contractor
 * clears the form for the next one, an updated one returns to where the user came from.
 */
export function ContractorPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const goBack = useGoBack('/contractors');
  const { id: idParam } = useParams();
  const id = idParam === undefined ? null : Number(idParam);
  const editing = id !== null;
  const validId = id === null || (Number.isInteger(id) && id > 0);
  // a new key after each create remounts an empty form
  const [created, setCreated] = useState(0);

  const contractor = useQuery({
    queryKey: ['contractor', id],
    queryFn: () => getContractor(id as number),
    enabled: editing && validId,
  });

  const save = useMutation({
    mutationFn: ({ values }: SaveRequest): Promise<ContractorDto | null> => {
      const input = { name: values.name.trim(), taxId: values.taxId.trim(), code: values.code.trim() };
      return id === null ? createContractor(input) : updateContractor(id, input);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['contractors'] });
      void queryClient.invalidateQueries({ queryKey: ['contractor', id] });
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

  const notFound = !validId || (contractor.error instanceof ApiError && contractor.error.status === 404);
  let content;
  if (notFound) {
    content = (
      <Alert color="yellow" role="alert">
        {t('contractors.notFound')}
      </Alert>
    );
  } else if (editing && contractor.isPending) {
    content = <PageLoader />;
  } else if (editing && !contractor.data) {
    content = (
      <Alert color="red" role="alert">
        {t('errors.loadFailed')}
      </Alert>
    );
  } else {
    content = (
      <ContractorForm
        key={contractor.data?.id ?? `new-${created}`}
        contractor={contractor.data}
        submitting={save.isPending}
        onSubmit={(values, setError) => save.mutate({ values, setError })}
        onCancel={goBack}
      />
    );
  }

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
