import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a report runs (reports, accounting entries, disclosures): the server may take a second over many agreements. */
export function ReportProgress() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" role="status" aria-live="polite" my="md">
      <Loader size="sm" />
      <Text size="sm">{t('reports.running')}</Text>
    </Group>
  );
}
