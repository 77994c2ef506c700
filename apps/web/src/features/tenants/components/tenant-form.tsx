import { NativeSelect, Stack } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { LookupEntry, TenantDto } from '@leasedesk/contract';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form-actions';
import { FormTextInput } from '../../../components/form-text-input';
import { errorText } from '../../../lib/error-text';
import { checkLogoFile } from './logo-rules';
import { LogoChooser } from './logo-chooser';

export interface TenantFormValues {
  name: string;
  accountingStandard: 0 | 1;
  logo: File | null;
}
export const tenantFormFields = ['name', 'accountingStandard', 'logo'] as const;

const tenantSchema: z.ZodType<TenantFormValues, TenantFormValues> = z.object({
  name: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
  accountingStandard: z.union([z.literal(0), z.literal(1)]),
  logo: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .superRefine((file, ctx) => {
      const problem = file ? checkLogoFile(file) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

interface TenantFormProps {
  tenant?: TenantDto;
  standards: LookupEntry[];
  submitting: boolean;
  onSubmit: (values: TenantFormValues, setError: UseFormSetError<TenantFormValues>) => void;
  onCancel: () => void;
}

/** Create or edit a tenant: name, accounting standard, logo (PNG, JPEG or SVG up to 512 KB). */
export function TenantForm({ tenant, standards, submitting, onSubmit, onCancel }: TenantFormProps) {
  const { t } = useTranslation();
  const form = useForm<TenantFormValues>({
    resolver: zodResolver(tenantSchema),
    defaultValues: { name: tenant?.name ?? '', accountingStandard: tenant?.accountingStandard ?? 0, logo: null },
  });
  const { errors } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}>
      <Stack gap="md" maw={560}>
        <FormTextInput form={form} name="name" label={t('tenants.name')} required />
        <NativeSelect
          rightSection={<IconSelector size={14} aria-hidden />}
          label={t('standard.label')}
          required
          data={standards.map((standard) => ({ value: String(standard.id), label: standard.name }))}
          error={errorText(t, errors.accountingStandard?.message)}
          {...form.register('accountingStandard', { setValueAs: (value: unknown) => (Number(value) === 1 ? 1 : 0) })}
        />
        <Controller
          control={form.control}
          name="logo"
          render={({ field }) => (
            <LogoChooser
              file={field.value}
              currentLogo={tenant?.logo ?? null}
              tenantName={name || tenant?.name || ''}
              error={errorText(t, errors.logo?.message)}
              onChange={(file) => {
                field.onChange(file);
                void form.trigger('logo');
              }}
            />
          )}
        />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
