import type { Decimal } from './ksef-decimal.ts';
import type { KsefFieldReader } from './ksef-field-reader.ts';
import { echoedValue } from './ksef-problem.ts';
import { childrenNamed, firstAt } from './ksef-xml-query.ts';
import type { XmlElement } from './ksef-xml-tree.ts';

/** Fa/RodzajFaktury (TRodzajFaktury of FA(3) and FA(2)). */
export const invoiceKinds = ['VAT', 'KOR', 'ZAL', 'ROZ', 'UPR', 'KOR_ZAL', 'KOR_ROZ'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** The invoice a correction corrects (the first DaneFaKorygowanej when it names several) and why. */
export type CorrectedInvoice = { invoiceNumber: string | null; ksefNumber: string | null; invoiceDate: string | null; reason: string | null };

/** What kind of document an invoice is, beyond its header: the facts that decide how its lines are read. */
export type KsefDocumentFacts = {
  /** Null when RodzajFaktury is absent: read as a VAT invoice, stored without a kind. */
  kind: InvoiceKind | null;
  correction: CorrectedInvoice | null;
  /** The advance invoices a settlement deducts (FakturaZaliczkowa: their KSeF numbers, else their numbers). */
  advances: string[];
  /** KursWalutyZ (an advance's rate), else KursWalutyZK (the corrected advance's). */
  advanceExchangeRate: Decimal | null;
};

const short = 256;
const kinds: ReadonlySet<string> = new Set(invoiceKinds);

export function isCorrection(kind: InvoiceKind | null): boolean {
  return kind === 'KOR' || kind === 'KOR_ZAL' || kind === 'KOR_ROZ';
}

export function readDocumentFacts(fa: XmlElement, reader: KsefFieldReader): KsefDocumentFacts {
  const kindText = reader.text(firstAt(fa, ['RodzajFaktury']), 'Fa/RodzajFaktury', 10_000);
  const kind = kindText === null || kinds.has(kindText) ? (kindText as InvoiceKind | null) : null;
  if (kindText !== null && kind === null) reader.fail({ key: 'ksef.invoiceKind', params: { element: 'Fa/RodzajFaktury', value: echoedValue(kindText) } });
  return {
    kind,
    correction: isCorrection(kind) ? readCorrectedInvoice(fa, reader) : null,
    advances: readAdvances(fa, reader),
    advanceExchangeRate:
      reader.exchangeRate(firstAt(fa, ['KursWalutyZ']), 'Fa/KursWalutyZ') ?? reader.exchangeRate(firstAt(fa, ['KursWalutyZK']), 'Fa/KursWalutyZK'),
  };
}

function readCorrectedInvoice(fa: XmlElement, reader: KsefFieldReader): CorrectedInvoice {
  const corrected = firstAt(fa, ['DaneFaKorygowanej']);
  const at = (name: string) => (corrected ? firstAt(corrected, [name]) : undefined);
  return {
    invoiceNumber: reader.text(at('NrFaKorygowanej'), 'Fa/DaneFaKorygowanej/NrFaKorygowanej', short),
    ksefNumber: reader.text(at('NrKSeFFaKorygowanej'), 'Fa/DaneFaKorygowanej/NrKSeFFaKorygowanej', short),
    invoiceDate: reader.date(at('DataWystFaKorygowanej'), 'Fa/DaneFaKorygowanej/DataWystFaKorygowanej', false),
    reason: reader.text(firstAt(fa, ['PrzyczynaKorekty']), 'Fa/PrzyczynaKorekty', short),
  };
}

function readAdvances(fa: XmlElement, reader: KsefFieldReader): string[] {
  return childrenNamed(fa, 'FakturaZaliczkowa').flatMap((advance, index) => {
    const path = `Fa/FakturaZaliczkowa[${index + 1}]`;
    const number =
      reader.text(firstAt(advance, ['NrKSeFFaZaliczkowej']), `${path}/NrKSeFFaZaliczkowej`, short) ??
      reader.text(firstAt(advance, ['NrFaZaliczkowej']), `${path}/NrFaZaliczkowej`, short);
    return number === null ? [] : [number];
  });
}
