import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantDto } from '@leasedesk/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseFormSetError } from 'react-hook-form';
import { BackButton } from '../../../components/back-button';
import { PageTitle } from '../../../components/page-title';
import { isNotFound, RecordState } from '../../../components/record-state';
import { ApiError, EnvelopeError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/field-errors';
import { LONG_TOAST_MS, notifyError, notifySuccess } from '../../../lib/notify';
import { useGoBack } from '../../../lib/use-go-back';
import { useRecordId } from '../../../lib/use-record-id';
import { createTenant } from '../api/create-tenant';
import { accountingStandardsQuery, tenantKeys, tenantQuery } from '../api/queries';
import { updateTenant } from '../api/update-tenant';
import { uploadTenantLogo } from '../api/upload-tenant-logo';
import { TenantForm, tenantFormFields, type TenantFormValues } from '../components/tenant-form';

interface SaveRequest {
  values: TenantFormValues;
  setError: UseFormSetError<TenantFormValues>;
}

/** The tenant was saved but its logo was not: the id lets the page continue on the edit form. */
class LogoUploadError extends Error {
  constructor(
    readonly tenantId: number,
    readonly reason: unknown,
  ) {
    super('Logo upload failed');
  }
}

interface TenantPageProps {
  /** What an existing client's page shows under its form: app/ puts the e-mail settings feature's section there. */
  withEmailSettings?: (tenantId: number) => ReactNode;
}

/** /tenant (new) and /tenant/{id} (edit). */
export function TenantPage({ withEmailSettings }: TenantPageProps = {}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const goBack = useGoBack('/tenants');
  const { id, editing, validId } = useRecordId();

  const tenant = useQuery({
    ...tenantQuery(id),
    enabled: editing && validId,
  });
  const standards = useQuery(accountingStandardsQuery(i18n.resolvedLanguage));

  const save = useMutation({
    mutationFn: async ({ values }: SaveRequest): Promise<TenantDto | null> => {
      const input = { name: values.name.trim(), accountingStandard: values.accountingStandard };
      const saved = id === null ? await createTenant(input) : await updateTenant(id, input);
      const tenantId = id ?? saved?.id;
      if (values.logo && tenantId) {
        try {
          await uploadTenantLogo(tenantId, values.logo);
        } catch (error) {
          throw new LogoUploadError(tenantId, error);
        }
      }
      return saved;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tenantKeys.lists });
      void queryClient.invalidateQueries({ queryKey: tenantKeys.options });
      void queryClient.invalidateQueries({ queryKey: tenantKeys.detail(id) });
      notifySuccess(t('common.success'), editing ? t('tenants.updated') : t('tenants.created'));
      if (editing) goBack();
      else void navigate('/tenants');
    },
    onError: (error, { setError }) => {
      if (error instanceof LogoUploadError) {
        const cause = error.reason;
        let message = t('tenants.logoFailed');
        if (cause instanceof ApiError && cause.status === 413) message = t('validation.logoSize');
        else if (cause instanceof ApiError && cause.status === 415) message = t('validation.logoType');
        else if (cause instanceof EnvelopeError) message = cause.message;
        setError('logo', { type: 'server', message });
        notifyError(t('tenants.logoFailed'), message, LONG_TOAST_MS);
        void queryClient.invalidateQueries({ queryKey: tenantKeys.lists });
        // a new tenant exists now: continue on its edit form so the logo can be chosen again
        if (!editing) void navigate(`/tenant/${error.tenantId}`, { replace: true });
        return;
      }
      const failed = editing ? t('tenants.updateFailed') : t('tenants.createFailed');
      if (error instanceof EnvelopeError) {
        const rest = applyFieldErrors(error.errors, tenantFormFields, setError);
        notifyError(failed, (rest.length > 0 ? rest : error.errors).map((e) => e.message).join('\n'), LONG_TOAST_MS);
      } else {
        notifyError(t('errors.title'), failed);
      }
    },
  });

  const content = (
    <RecordState
      notFound={!validId || isNotFound(tenant.error)}
      notFoundText={t('tenants.notFound')}
      loading={(editing && tenant.isPending) || standards.isPending}
      failed={(editing && !tenant.data) || !standards.data}
    >
        <TenantForm
          key={tenant.data?.id ?? 'new'}
          tenant={tenant.data}
          standards={standards.data ?? []}
          submitting={save.isPending}
          onSubmit={(values, setError) => save.mutate({ values, setError })}
          onCancel={goBack}
        />
    </RecordState>
  );

  return (
    <>
      <PageTitle title={editing ? t('tenants.editTitle') : t('tenants.newTitle')} actions={<BackButton fallback="/tenants" />} />
      {content}
      {editing && tenant.data && withEmailSettings ? withEmailSettings(tenant.data.id) : null}
    </>
  );
}
