import { TextInput } from '@mantine/core';
import type { InvoiceLine } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';

/**
 * The invoice's KSeF number, read-only (KSeF gives it; FORMATS §3). Lines of one invoice number from two
 * documents (two lessors reusing a number) show both.
 */
export function KsefNumberField({ lines }: { lines: readonly InvoiceLine[] }) {
  const { t } = useTranslation();
  const numbers = [...new Set(lines.flatMap((line) => (line.ksefNumber ? [line.ksefNumber] : [])))];
  return (
    <TextInput
      label={t('invoices.fields.ksefNumber')}
      description={t('invoices.correction.ksefNumberHelp')}
      readOnly
      variant="filled"
      w={420}
      maw="100%"
      value={numbers.join(', ')}
      placeholder={t('invoices.correction.ksefNumberUnknown')}
      spellCheck={false}
    />
  );
}
