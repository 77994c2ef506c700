import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@leasedesk/contract';
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
import { tenantOptionsQuery } from '../../tenants';
import { createUser } from '../api/create-user';
import { rolesQuery, userKeys, userQuery } from '../api/queries';
import { updateUser } from '../api/update-user';
import { UserForm, userFormFields, type UserFormValues } from '../components/user-form';

interface SaveRequest {
  values: UserFormValues;
  setError: UseFormSetError<UserFormValues>;
}

/** /user (new) and /user/{id} (edit). */
export function UserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const goBack = useGoBack('/users');
  const { id, editing, validId } = useRecordId();

  const user = useQuery({
    ...userQuery(id),
    enabled: editing && validId,
  });
  const roles = useQuery(rolesQuery());
  const tenants = useQuery(tenantOptionsQuery());

  const save = useMutation({
    mutationFn: async ({ values }: SaveRequest): Promise<UserDto | null> => {
      const body = { ...values, roleId: values.roleId ?? 1 };
      if (id === null) return createUser(body);
      const { password, repeatedPassword, ...rest } = body;
      return updateUser(id, password ? { ...rest, password, repeatedPassword } : rest);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.lists });
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(id) });
      if (editing) {
        notifySuccess(t('common.success'), t('users.updated'), SHORT_TOAST_MS);
        goBack();
      } else {
        notifySuccess(t('common.success'), t('users.created'), SHORT_TOAST_MS);
        void navigate('/users');
      }
    },
    onError: (error, { setError }) => {
      const failed = editing ? t('users.updateFailed') : t('users.createFailed');
      if (error instanceof EnvelopeError) {
        const rest = applyFieldErrors(error.errors, userFormFields, setError);
        const messages = (rest.length > 0 ? rest : error.errors).map((e) => e.message);
        notifyError(failed, messages.join('\n'), LONG_TOAST_MS);
      } else {
        notifyError(t('errors.title'), failed, SHORT_TOAST_MS);
      }
    },
  });

  const title = editing ? t('users.editTitle') : t('users.newTitle');
  const content = (
    <RecordState
      notFound={!validId || isNotFound(user.error)}
      notFoundText={t('users.notFound')}
      loading={(editing && user.isPending) || roles.isPending || tenants.isPending}
      failed={(editing && !user.data) || !roles.data || !tenants.data}
    >
        <UserForm
          key={user.data?.id ?? 'new'}
          user={user.data}
          roles={roles.data ?? []}
          tenants={tenants.data ?? []}
          submitting={save.isPending}
          onSubmit={(values, setError) => save.mutate({ values, setError })}
          onCancel={goBack}
        />
    </RecordState>
  );

  return (
    <>
      <PageTitle title={title} actions={<BackButton fallback="/users" />} />
      {content}
    </>
  );
}
