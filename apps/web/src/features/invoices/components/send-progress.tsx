import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while lines are being sent to the accounting system. */
export function SendProgress() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text size="sm">{t('invoices.send.sending')}</Text>
    </Group>
  );
}
