import { useId } from 'react';
import { Alert, Button, Checkbox, Fieldset, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconMailOff, IconSelector } from '@tabler/icons-react';
import { reminderHorizonDays, type ReminderPreferencesDto, type ReminderPreferencesInput } from '@leasedesk/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';

export type ReminderPreferencesValues = Omit<ReminderPreferencesInput, 'email' | 'smtpConfigured'>;

type KindField = 'leaseEnd' | 'indexation' | 'payments' | 'impairment';
const kindFields: readonly KindField[] = ['leaseEnd', 'indexation', 'payments', 'impairment'];

interface ReminderPreferencesFormProps {
  preferences: ReminderPreferencesDto;
  submitting: boolean;
  onSubmit: (values: ReminderPreferencesValues) => void;
  onCancel: () => void;
}

/**
 * Which reminders the user gets in this client, and whether a daily digest of them is mailed: in which language (the
 * screen's, until the digest is turned on) and to which address (the user's own, read-only).
 */
export function ReminderPreferencesForm({ preferences, submitting, onSubmit, onCancel }: ReminderPreferencesFormProps) {
  const { t } = useTranslation();
  const digestHelpId = useId();
  const form = useForm<ReminderPreferencesValues>({
    defaultValues: {
      leaseEnd: preferences.leaseEnd,
      indexation: preferences.indexation,
      payments: preferences.payments,
      impairment: preferences.impairment,
      emailDigest: preferences.emailDigest,
      // a digest never turned on has no language chosen yet: the one on the screen
      language: preferences.emailDigest ? preferences.language : currentLanguage(),
    },
  });
  const labels: Record<KindField, string> = {
    leaseEnd: t('reminders.preferences.leaseEnd', { days: reminderHorizonDays.leaseEnd }),
    indexation: t('reminders.preferences.indexation', { days: reminderHorizonDays.indexation }),
    payments: t('reminders.preferences.payments', { days: reminderHorizonDays.payment }),
    impairment: t('reminders.preferences.impairment'),
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="md">
        <Fieldset legend={t('reminders.preferences.kinds')} variant="unstyled">
          <Stack gap="xs" mt={4}>
            {kindFields.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <Checkbox
                    label={labels[name]}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
            ))}
          </Stack>
        </Fieldset>
        {preferences.smtpConfigured ? null : (
          <Alert color="yellow" icon={<IconMailOff aria-hidden />} title={t('reminders.preferences.noSmtpTitle')}>
            {t('reminders.preferences.noSmtp')}
          </Alert>
        )}
        <div>
          <Controller
            control={form.control}
            name="emailDigest"
            render={({ field }) => (
              <Switch
                // the help is beside the switch, not in it: Switch's label wraps its description into the name
                label={t('reminders.preferences.emailDigest')}
                aria-describedby={digestHelpId}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Text size="xs" c="dimmed" id={digestHelpId} mt={4}>
            {t('reminders.preferences.emailDigestHelp')}
          </Text>
        </div>
        <NativeSelect
          rightSection={<IconSelector size={14} aria-hidden />}
          label={t('reminders.preferences.language')}
          data={[
            { value: 'en', label: t('language.names.en') },
            { value: 'pl', label: t('language.names.pl') },
          ]}
          {...form.register('language')}
        />
        <TextInput label={t('reminders.preferences.email')} description={t('reminders.preferences.emailHelp')} value={preferences.email} readOnly />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
