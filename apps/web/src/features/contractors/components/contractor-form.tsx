import { useState } from 'react';
import { Box, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { normalizeTaxId, type ContractorDto } from '@leasedesk/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormActions } from '../../../components/form-actions';
import { FormTextInput } from '../../../components/form-text-input';
import { ApiError, EnvelopeError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { taxIdProblem } from '../../../lib/tax-id-rule';
import { lookupRegister } from '../api/lookup-register';
import { RegisterOutcomeMessage, type RegisterOutcome } from './register-outcome';

export interface ContractorFormValues {
  name: string;
  taxId: string;
  code: string;
}
export const contractorFormFields = ['name', 'taxId', 'code'] as const;

const contractorSchema: z.ZodType<ContractorFormValues, ContractorFormValues> = z.object({
  name: z.string().trim().min(1, 'validation.required').max(300, 'validation.tooLong'),
  taxId: z
    .string()
    .max(40, 'validation.tooLong')
    .superRefine((value, ctx) => {
      const problem = taxIdProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  code: z.string().trim().max(50, 'validation.tooLong'),
});

interface ContractorFormProps {
  contractor?: ContractorDto;
  submitting: boolean;
  onSubmit: (values: ContractorFormValues, setError: UseFormSetError<ContractorFormValues>) => void;
  onCancel: () => void;
}

/**
 * Create or edit a contractor: name, tax id, code (SPEC §2 /contractor). "Download from register"
 * looks the tax id up in the business register and fills the name from the first firm; it is
 * disabled while the tax id is empty (SPEC §5).
 */
export function ContractorForm({ contractor, submitting, onSubmit, onCancel }: ContractorFormProps) {
  const { t } = useTranslation();
  const form = useForm<ContractorFormValues>({
    resolver: zodResolver(contractorSchema),
    defaultValues: { name: contractor?.name ?? '', taxId: contractor?.taxId ?? '', code: contractor?.code ?? '' },
  });
  const { errors } = form.formState;
  const taxId = useWatch({ control: form.control, name: 'taxId' });
  const [outcome, setOutcome] = useState<RegisterOutcome | null>(null);

  const lookup = useMutation({
    mutationFn: lookupRegister,
    onSuccess: (firms, asked) => {
      const first = firms[0];
      if (!first) {
        setOutcome({ kind: 'notFound', taxId: asked });
        return;
      }
      form.setValue('name', first.nazwa, { shouldDirty: true, shouldValidate: true });
      setOutcome({ kind: 'found', taxId: asked, name: first.nazwa });
    },
    onError: (error, asked) => {
      if (error instanceof EnvelopeError) {
        const onTaxId = error.errors.filter((e) => e.propertyName.toLowerCase() === 'nip');
        const rest = error.errors.filter((e) => !onTaxId.includes(e));
        if (onTaxId[0]) form.setError('taxId', { type: 'server', message: onTaxId[0].message }, { shouldFocus: true });
        if (rest.length > 0 || onTaxId.length === 0) {
          const message = rest.map((e) => e.message).join('\n') || t('errors.tryAgain');
          setOutcome({ kind: 'failed', taxId: asked, message });
        }
        return;
      }
      // other statuses were already reported by the API client; 429 is the register's own limit
      const throttled = error instanceof ApiError && error.status === 429;
      setOutcome({ kind: 'failed', taxId: asked, message: throttled ? t('contractors.registerThrottled') : t('errors.tryAgain') });
    },
  });

  const downloadFromRegister = async () => {
    setOutcome(null);
    if (!(await form.trigger('taxId', { shouldFocus: true }))) return;
    lookup.mutate(form.getValues('taxId'));
  };

  const shown = outcome && normalizeTaxId(outcome.taxId.trim()) === normalizeTaxId(taxId.trim()) ? outcome : null;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}>
      <Stack gap="md" maw={640}>
        <FormTextInput form={form} name="name" label={t('contractors.name')} required />
        <TextInput
          label={t('contractors.taxId')}
          description={t('contractors.taxIdHint')}
          required
          autoComplete="off"
          inputMode="numeric"
          error={errorText(t, errors.taxId?.message)}
          inputContainer={(input) => (
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <Box flex={1}>{input}</Box>
              <Button
                variant="light"
                leftSection={<IconCloudDownload size={16} aria-hidden />}
                disabled={taxId.trim() === ''}
                loading={lookup.isPending}
                onClick={() => void downloadFromRegister()}
              >
                {t('contractors.downloadFromRegister')}
              </Button>
            </Group>
          )}
          {...form.register('taxId')}
        />
        {shown ? <RegisterOutcomeMessage outcome={shown} /> : null}
        <FormTextInput form={form} name="code" label={t('contractors.code')} description={t('contractors.codeHint')} />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
