/** FA's RodzajFaktury (FORMATS §3) and the catalog key each is named by (`invoices.kinds.*`). */
const kindKeys: Readonly<Record<string, string>> = {
  VAT: 'vat',
  KOR: 'kor',
  KOR_ZAL: 'korZal',
  KOR_ROZ: 'korRoz',
  ZAL: 'zal',
  ROZ: 'roz',
  UPR: 'upr',
};

const correctionKinds = new Set(['KOR', 'KOR_ZAL', 'KOR_ROZ']);

interface KindOf {
  invoiceKind: string | null;
  correctedInvoiceNumber?: string | null;
}

/** A correcting invoice (KOR, KOR_ZAL, KOR_ROZ), or any line that names the invoice it corrects. */
export function isCorrection(line: KindOf): boolean {
  return (line.invoiceKind !== null && correctionKinds.has(line.invoiceKind)) || Boolean(line.correctedInvoiceNumber);
}

/** The catalog key naming a kind, or null for a kind this screen does not know (shown as the file states it). */
export function invoiceKindKey(kind: string): string | null {
  const key = kindKeys[kind];
  return key === undefined ? null : `invoices.kinds.${key}`;
}

/** Whether the kind is worth a mark beside the number: every kind but the ordinary VAT invoice (and CSV/PDF lines, which have none). */
export function isMarkedKind(line: KindOf): boolean {
  return isCorrection(line) || (line.invoiceKind !== null && line.invoiceKind !== 'VAT');
}
