import { NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RoleDto, UserDto } from '@leasedesk/contract';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form-actions';
import { FormPasswordInput } from '../../../components/form-password-input';
import { FormTextInput } from '../../../components/form-text-input';
import { errorText } from '../../../lib/error-text';
import { newPasswordField, passwordsMustMatch } from '../../../lib/password-rules';
import type { TenantOption } from '../../tenants';
import { TenantChecklist } from './tenant-checklist';

const personName = z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong');
const baseFields = {
  firstName: personName,
  lastName: personName,
  email: z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email')),
  roleId: z
    .union([z.literal(0), z.literal(1)])
    .nullable()
    .refine((value) => value !== null, 'validation.required'),
  tenantIds: z.array(z.number().int().positive()),
  repeatedPassword: z.string(),
};
const createSchema: z.ZodType<UserFormValues, UserFormValues> = z
  .object({ ...baseFields, password: newPasswordField })
  .superRefine(passwordsMustMatch('password', 'repeatedPassword'));
/** On edit an empty password keeps the current one. */
const editSchema: z.ZodType<UserFormValues, UserFormValues> = z
  .object({ ...baseFields, password: z.union([z.literal(''), newPasswordField]) })
  .superRefine(passwordsMustMatch('password', 'repeatedPassword'));

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  roleId: 0 | 1 | null;
  tenantIds: number[];
  password: string;
  repeatedPassword: string;
}
export const userFormFields = ['firstName', 'lastName', 'email', 'roleId', 'tenantIds', 'password', 'repeatedPassword'] as const;

interface UserFormProps {
  user?: UserDto;
  roles: RoleDto[];
  tenants: TenantOption[];
  submitting: boolean;
  onSubmit: (values: UserFormValues, setError: UseFormSetError<UserFormValues>) => void;
  onCancel: () => void;
}

function initialValues(user: UserDto | undefined): UserFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    roleId: user?.role.id ?? 1,
    tenantIds: user?.tenants.map((tenant) => tenant.id) ?? [],
    password: '',
    repeatedPassword: '',
  };
}

/** Create or edit a user: names, email, role, tenants, password (SPEC §2 "User form"). */
export function UserForm({ user, roles, tenants, submitting, onSubmit, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const editing = user !== undefined;
  const form = useForm<UserFormValues>({
    resolver: zodResolver(editing ? editSchema : createSchema),
    defaultValues: initialValues(user),
  });
  const { errors } = form.formState;
  const tenantOptions = [
    ...tenants,
    // a tenant of the user that no longer lists (deleted) still shows, so saving does not drop it silently
    ...(user?.tenants.filter((own) => !tenants.some((tenant) => tenant.id === own.id)) ?? []),
  ];

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}>
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormTextInput form={form} name="firstName" label={t('users.firstName')} required />
          <FormTextInput form={form} name="lastName" label={t('users.lastName')} required />
        </SimpleGrid>
        <FormTextInput form={form} name="email" label={t('users.email')} type="email" required />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            rightSection={<IconSelector size={14} aria-hidden />}
            label={t('users.role')}
            required
            data={roles.map((role) => ({ value: String(role.id), label: t(`roles.${role.name}`) }))}
            error={errorText(t, errors.roleId?.message)}
            {...form.register('roleId', { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) })}
          />
          <Controller
            control={form.control}
            name="tenantIds"
            render={({ field }) => (
              <TenantChecklist
                label={t('users.tenants')}
                tenants={tenantOptions}
                value={field.value}
                onChange={field.onChange}
                error={errorText(t, errors.tenantIds?.message)}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormPasswordInput
            form={form}
            name="password"
            label={t('users.password')}
            description={editing ? t('users.passwordKeep') : t('password.rules')}
            required={!editing}
            autoComplete="new-password"
          />
          <FormPasswordInput form={form} name="repeatedPassword" label={t('password.repeat')} required={!editing} autoComplete="new-password" />
        </SimpleGrid>
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
