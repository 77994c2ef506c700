import { Text } from '@mantine/core';
import type { InvoiceLine } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { readingCounts } from './field-reading';

/** How many of the invoice's fields the PDF reader read, derived or missed: the few to check. Nothing for other sources. */
export function ReadingSummary({ lines }: { lines: readonly InvoiceLine[] }) {
  const { t } = useTranslation();
  const counts = readingCounts(lines);
  if (!counts) return null;
  return (
    <Text size="sm">
      {t('invoices.readings.summary', counts)}
    </Text>
  );
}
