import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isCorrection } from './invoice-kind';
import { InvoiceKindBadge } from './invoice-kind-badge';

interface NumberedLine {
  invoiceNumber: string | null;
  invoiceKind: string | null;
  correctedInvoiceNumber?: string | null;
}

/** An invoice's number with its kind; a correction also names the invoice it corrects. */
export function InvoiceNumberCell({ line }: { line: NumberedLine }) {
  const { t } = useTranslation();
  const corrects = isCorrection(line) && line.correctedInvoiceNumber ? line.correctedInvoiceNumber : null;
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" span>
          {line.invoiceNumber ?? ''}
        </Text>
        <InvoiceKindBadge line={line} />
      </Group>
      {corrects ? (
        <Text size="xs" c="dimmed" span>
          {t('invoices.kinds.corrects', { number: corrects })}
        </Text>
      ) : null}
    </Stack>
  );
}
