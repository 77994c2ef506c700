import { Alert } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@leasedesk/contract';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseFormSetError } from 'react-hook-form';
import { BackButton } from '../../../components/back-button';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { ApiError, EnvelopeError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/field-errors';
import { LONG_TOAST_MS, notifyError, notifySuccess, SHORT_TOAST_MS } from '../../../lib/notify';
import { useGoBack } from '../../../lib/use-go-back';
import { createUser } from '../api/create-user';
import { getRoles } from '../api/get-roles';
import { getTenantOptions } from '../api/get-tenant-options';
import { getUser } from '../api/get-user';
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
  const { id: idParam } = useParams();
  const id = idParam === undefined ? null : Number(idParam);
  const editing = id !== null;
  const validId = id === null || (Number.isInteger(id) && id > 0);

  const user = useQuery({
    queryKey: ['user', id],
    queryFn: () => getUser(id as number),
    enabled: editing && validId,
  });
  const roles = useQuery({ queryKey: ['roles'], queryFn: getRoles, staleTime: Infinity });
  const tenants = useQuery({ queryKey: ['tenantOptions'], queryFn: getTenantOptions });

  const save = useMutation({
    mutationFn: async ({ values }: SaveRequest): Promise<UserDto | null> => {
      const body = { ...values, roleId: values.roleId ?? 1 };
      if (!editing) return createUser(body);
      const { password, repeatedPassword, ...rest } = body;
      return updateUser(id, password ? { ...rest, password, repeatedPassword } : rest);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void queryClient.invalidateQueries({ queryKey: ['user', id] });
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
  const notFound = !validId || (user.error instanceof ApiError && user.error.status === 404);

  let content;
  if (notFound) {
    content = (
      <Alert color="yellow" role="alert">
        {t('users.notFound')}
      </Alert>
    );
  } else if ((editing && user.isPending) || roles.isPending || tenants.isPending) {
    content = <PageLoader />;
  } else if ((editing && !user.data) || roles.isError || tenants.isError) {
    content = (
      <Alert color="red" role="alert">
        {t('errors.loadFailed')}
      </Alert>
    );
  } else {
    content = (
      <UserForm
        key={user.data?.id ?? 'new'}
        user={user.data}
        roles={roles.data}
        tenants={tenants.data}
        submitting={save.isPending}
        onSubmit={(values, setError) => save.mutate({ values, setError })}
        onCancel={goBack}
      />
    );
  }

  return (
    <>
      <PageTitle title={title} actions={<BackButton fallback="/users" />} />
      {content}
    </>
  );
}
