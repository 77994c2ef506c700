import type { FieldReading, InvoiceLine, ReadableInvoiceField } from '@leasedesk/contract';

/**
 * How a field of a PDF line shows what the reader made of it. A read value is marked quietly; a derived or
 * missing one asks to be checked: its own tone, icon and border, and always its words, so it never passes for a read
 * value even without colour. A total the positions do not add up to says both figures. A corrected one is the person's own.
 */
export type ReadingLook = {
  state: FieldReading['state'];
  /** The words, as an i18n key: the state, and for a derived value what it was derived from. */
  wordsKey: string;
  /** Amounts the words name (a total that disagrees: what the PDF prints and what its positions add up to). */
  amounts?: { printed: number; sum: number };
  /** Quiet (read), check (derived), absent (missing, or not adding up), own (corrected). */
  tone: 'quiet' | 'check' | 'absent' | 'own';
  /** The input's border: a value to check is framed dashed, never like a read one. */
  border: 'plain' | 'dashed';
};

/** The reading of a field of a stored line; null for a line no PDF reader read (CSV, KSeF, added here) or a field it said nothing of. */
export function readingOf(line: Pick<InvoiceLine, 'fieldReadings'> | undefined, field: ReadableInvoiceField): FieldReading | null {
  return line?.fieldReadings?.[field] ?? null;
}

/** The look and words of a reading. */
export function readingLook(reading: FieldReading): ReadingLook {
  switch (reading.state) {
    case 'read':
      return { state: 'read', wordsKey: 'invoices.readings.read', tone: 'quiet', border: 'plain' };
    case 'derived':
      return { state: 'derived', wordsKey: `invoices.readings.derived.${reading.from}`, tone: 'check', border: 'dashed' };
    case 'missing':
      return { state: 'missing', wordsKey: 'invoices.readings.missing', tone: 'absent', border: 'dashed' };
    case 'disagrees':
      return { state: 'disagrees', wordsKey: 'invoices.readings.disagrees', amounts: { printed: reading.printed, sum: reading.sum }, tone: 'absent', border: 'dashed' };
    case 'corrected':
      return { state: 'corrected', wordsKey: 'invoices.readings.corrected', tone: 'own', border: 'plain' };
  }
}

/**
 * What a cell shows: the stored reading, or `corrected` once the person changed the value in the grid (saving makes
 * it so on the server too). Nothing for a field without a reading.
 */
export function shownReading(reading: FieldReading | null, edited: boolean): FieldReading | null {
  if (reading === null) return null;
  return edited ? { state: 'corrected' } : reading;
}

export type ReadingCounts = Record<'read' | 'derived' | 'missing' | 'corrected', number>;

/**
 * How many fields of the invoice's PDF lines were read, derived, missing (a total not adding up counted with them:
 * both leave the field to the person) and corrected; null when no line has readings.
 */
export function readingCounts(lines: readonly Pick<InvoiceLine, 'fieldReadings'>[]): ReadingCounts | null {
  const counts: ReadingCounts = { read: 0, derived: 0, missing: 0, corrected: 0 };
  let any = false;
  for (const line of lines) {
    if (!line.fieldReadings) continue;
    any = true;
    for (const reading of Object.values(line.fieldReadings)) if (reading) counts[reading.state === 'disagrees' ? 'missing' : reading.state] += 1;
  }
  return any ? counts : null;
}

/** A bank account as banks print it: an NRB's check digits, then groups of four (`61 1090 1014 …`); an IBAN keeps its country. */
export function bankAccountText(account: string): string {
  const compact = account.replace(/\s/g, '');
  const country = /^[A-Z]{2}/i.test(compact) ? compact.slice(0, 2).toUpperCase() : '';
  const digits = compact.slice(country.length);
  if (!/^\d{26}$/.test(digits)) return account.trim();
  const groups = digits.slice(2).match(/\d{4}/g) ?? [];
  return [`${country}${digits.slice(0, 2)}`, ...groups].join(' ');
}
