import { Stack, Text } from '@mantine/core';
import { auditCountsText } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { auditWords } from './audit-field-label';

/** Bulk effects of one entry as sentences: "Schedule rows changed: 37"; a count not named yet by its wire name. */
export function AuditCounts({ counts }: { counts: Readonly<Record<string, number>> }) {
  const { i18n } = useTranslation();
  const sentences = auditCountsText(auditWords(i18n), counts);
  if (sentences.length === 0) return null;
  return (
    <Stack gap={2}>
      {sentences.map((sentence) => (
        <Text key={sentence} size="sm">
          {sentence}
        </Text>
      ))}
    </Stack>
  );
}
