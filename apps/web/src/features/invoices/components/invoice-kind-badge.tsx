import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoiceKindKey, isCorrection, isMarkedKind } from './invoice-kind';

/**
 * The document's kind beside its number: "Correction" for KOR (and its advance and settlement forms), "Advance",
 * "Settlement", "Simplified"; nothing for an ordinary VAT invoice or a CSV or PDF line.
 */
export function InvoiceKindBadge({ line }: { line: { invoiceKind: string | null; correctedInvoiceNumber?: string | null } }) {
  const { t } = useTranslation();
  if (!isMarkedKind(line)) return null;
  const key = line.invoiceKind === null ? null : invoiceKindKey(line.invoiceKind);
  const label = key ? t(key) : (line.invoiceKind ?? t('invoices.kinds.kor'));
  return (
    // never narrower than its word: a table squeezing its column must not cut the badge or lay it over the next one
    <Badge color={isCorrection(line) ? 'orange' : 'blue'} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
