import { Button, Group, Image, NativeSelect, Stack, Text } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { unknownTitlePlaceholders, type EmailSettingsDto } from '@leasedesk/contract';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextInput } from '../../../components/form-text-input';
import { errorText } from '../../../lib/error-text';
import { emailAddress } from '../../../lib/form-rules';
import { taxIdProblem } from '../../../lib/tax-id-rule';

export interface EmailSettingsFormValues {
  name: string;
  taxId: string;
  emailAddress: string;
  sender: string;
  emailTitle: string;
  language: 'en' | 'pl';
}
/** The fields a server error may name (matched case-insensitively). */
export const emailSettingsFormFields = ['name', 'taxId', 'emailAddress', 'sender', 'emailTitle', 'language'] as const;

const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** The server's rules (the contract's emailSettingsInput), worded as the form's `validation.*` keys. */
const emailSettingsSchema: z.ZodType<EmailSettingsFormValues, EmailSettingsFormValues> = z.object({
  name: text(200),
  taxId: z
    .string()
    .max(40, 'validation.tooLong')
    .superRefine((value, ctx) => {
      const problem = taxIdProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  emailAddress: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(254, 'validation.tooLong')
    .superRefine((value, ctx) => {
      const valid = emailAddress(value);
      if (valid !== true) ctx.addIssue({ code: 'custom', message: valid });
    }),
  sender: text(100),
  emailTitle: text(200).refine((title) => unknownTitlePlaceholders(title).length === 0, 'validation.emailTitlePlaceholder'),
  language: z.enum(['en', 'pl']),
});

interface EmailSettingsFormProps {
  settings: EmailSettingsDto;
  submitting: boolean;
  onSubmit: (values: EmailSettingsFormValues, setError: UseFormSetError<EmailSettingsFormValues>) => void;
}

/**
 * A client's e-mail settings (issue 30): the name and tax id the hand-off mail names, the accounting system's inbox,
 * the sender's display name, the subject with its placeholders, the mail's language; the client's own logo is shown,
 * chosen with the client's other details above.
 */
export function EmailSettingsForm({ settings, submitting, onSubmit }: EmailSettingsFormProps) {
  const { t } = useTranslation();
  const form = useForm<EmailSettingsFormValues>({
    resolver: zodResolver(emailSettingsSchema),
    defaultValues: {
      name: settings.name,
      taxId: settings.taxId,
      emailAddress: settings.emailAddress,
      sender: settings.sender,
      emailTitle: settings.emailTitle,
      language: settings.language,
    },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}>
      <Stack gap="md" maw={560}>
        <FormTextInput form={form} name="name" label={t('emailSettings.name')} description={t('emailSettings.nameHelp')} required />
        <FormTextInput form={form} name="taxId" label={t('emailSettings.taxId')} required />
        <FormTextInput form={form} name="emailAddress" type="email" label={t('emailSettings.emailAddress')} description={t('emailSettings.emailAddressHelp')} required />
        <FormTextInput form={form} name="sender" label={t('emailSettings.sender')} description={t('emailSettings.senderHelp')} required />
        <FormTextInput form={form} name="emailTitle" label={t('emailSettings.emailTitle')} description={t('emailSettings.emailTitleHelp')} required />
        <NativeSelect
          rightSection={<IconSelector size={14} aria-hidden />}
          label={t('emailSettings.language')}
          data={[
            { value: 'en', label: t('language.names.en') },
            { value: 'pl', label: t('language.names.pl') },
          ]}
          error={errorText(t, errors.language?.message)}
          {...form.register('language')}
        />
        <div>
          <Text size="sm" fw={500}>
            {t('emailSettings.logo')}
          </Text>
          <Group align="center" gap="md" mt={6}>
            {settings.logo ? (
              <Image src={settings.logo} alt={t('emailSettings.logoAlt', { name: settings.name })} h={48} w="auto" maw={160} fit="contain" />
            ) : (
              <Text size="sm" c="dimmed">
                {t('emailSettings.noLogo')}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('emailSettings.logoHelp')}
            </Text>
          </Group>
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t('emailSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
