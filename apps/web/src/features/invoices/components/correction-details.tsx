import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { InvoiceLine } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { CorrectionPositionsTable } from './correction-positions-table';
import { isCorrection } from './invoice-kind';
import { InvoiceKindBadge } from './invoice-kind-badge';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * A correcting invoice shown as one (FORMATS §3): the invoice it corrects (number, KSeF number, date), the reason,
 * and per position the state before, the change and the state after when the file gave the state before.
 * Nothing for an invoice that corrects none. Every line of a correction carries the same corrected invoice.
 */
export function CorrectionDetails({ lines }: { lines: readonly InvoiceLine[] }) {
  const { t } = useTranslation();
  const correction = lines.find(isCorrection);
  if (!correction) return null;
  const notGiven = t('invoices.correction.notGiven');
  const title = t('invoices.correction.correctionOf', { number: correction.correctedInvoiceNumber ?? notGiven });
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label={title} bg="var(--mantine-color-orange-light)">
      <Stack gap="sm">
        <Title order={2} size="h4" style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <InvoiceKindBadge line={correction} />
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Detail label={t('invoices.correction.correctedNumber')} value={correction.correctedInvoiceNumber ?? notGiven} />
          <Detail label={t('invoices.correction.correctedKsefNumber')} value={correction.correctedKsefNumber ?? notGiven} />
          <Detail label={t('invoices.correction.correctedDate')} value={formatDate(correction.correctedInvoiceDate) || notGiven} />
        </SimpleGrid>
        <Detail label={t('invoices.correction.reason')} value={correction.correctionReason ?? notGiven} />
        <CorrectionPositionsTable lines={lines} />
      </Stack>
    </Paper>
  );
}
