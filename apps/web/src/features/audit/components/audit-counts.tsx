import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasText } from './audit-field-label';

/** Bulk effects of one entry as sentences: "Schedule rows changed: 37"; a count not named yet by its wire name. */
export function AuditCounts({ counts }: { counts: Readonly<Record<string, number>> }) {
  const { t, i18n } = useTranslation();
  const entries = Object.entries(counts);
  if (entries.length === 0) return null;
  return (
    <Stack gap={2}>
      {entries.map(([name, count]) => (
        <Text key={name} size="sm">
          {hasText(i18n, `audit.counts.${name}`) ? t(`audit.counts.${name}`, { count }) : t('audit.counts.other', { name, count })}
        </Text>
      ))}
    </Stack>
  );
}
