import { Badge, Stack, Text } from '@mantine/core';
import type { InvoiceLine } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { incompleteReasons } from './incomplete-reasons';

/** A line's completeness: a Complete badge, or Incomplete with each reason (no agreement, no schedule row, missing fields). */
export function IncompleteReasonsText({ line }: { line: InvoiceLine }) {
  const { t } = useTranslation();
  const reasons = incompleteReasons(line);
  if (line.areInvoiceDetailsComplete && reasons.length === 0) {
    return (
      <Badge color="teal" variant="light">
        {t('invoices.status.complete')}
      </Badge>
    );
  }
  return (
    <Stack gap={2}>
      <Badge color="red" variant="light">
        {t('invoices.status.incomplete')}
      </Badge>
      {reasons.map((reason) => (
        <Text key={reason.kind} size="xs" c="red.8">
          {reason.kind === 'missing'
            ? t('invoices.reasons.missing', { fields: reason.fields.map((field) => t(`invoices.fields.${field}`)).join(', ') })
            : t(`invoices.reasons.${reason.kind}`)}
        </Text>
      ))}
    </Stack>
  );
}
