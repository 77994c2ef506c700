import { TextInput } from '@mantine/core';
import type { InvoiceLine } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { bankAccountText, readingOf } from './field-reading';
import { ReadingNote } from './reading-note';

/**
 * The seller's bank account the PDF printed, read-only beside the invoice's number for the person checking
 * the invoice, with what the reader made of it. Lines of one number from two documents show both accounts.
 */
export function BankAccountField({ lines }: { lines: readonly InvoiceLine[] }) {
  const { t } = useTranslation();
  const accounts = [...new Set(lines.flatMap((line) => (line.bankAccount ? [bankAccountText(line.bankAccount)] : [])))];
  const reading = readingOf(lines.find((line) => line.fieldReadings?.bankAccount), 'bankAccount');
  return (
    <TextInput
      label={t('invoices.readings.bankAccount')}
      description={reading ? <ReadingNote reading={reading} /> : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      readOnly
      variant="filled"
      w={360}
      maw="100%"
      value={accounts.join(', ')}
      placeholder={t('invoices.readings.bankAccountNone')}
      spellCheck={false}
    />
  );
}
