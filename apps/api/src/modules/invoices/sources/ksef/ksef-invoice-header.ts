import type { KsefFieldReader } from './ksef-field-reader.ts';
import { childrenNamed, elementsAt, firstAt } from './ksef-xml-query.ts';
import type { XmlElement } from './ksef-xml-tree.ts';

/** `Fa/DodatkowyOpis`: a key and value, for one line (`NrWiersza`) or the whole invoice. */
export type KsefDescription = { lineNumber: number | null; key: string; value: string };

/** What an invoice says once for all its lines (FORMATS §3). */
export type KsefInvoiceHeader = {
  contractorName: string | null;
  taxId: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  paymentDate: string | null;
  periodInvoiced: string | null;
  currency: string | null;
  /** The first `Fa/WarunkiTransakcji/Umowy/NrUmowy`. */
  contractNumber: string | null;
  descriptions: KsefDescription[];
};

// Lengths of the FA types: TZnakowy512 for names, TZnakowy (256) for numbers and descriptions.
const long = 512;
const short = 256;

/** The seller (the lessor), the invoice's number, dates, currency and agreement references. */
export function readInvoiceHeader(root: XmlElement, fa: XmlElement, reader: KsefFieldReader): KsefInvoiceHeader {
  const seller = firstAt(root, ['Podmiot1', 'DaneIdentyfikacyjne']);
  const invoiceDate = reader.date(firstAt(fa, ['P_1']), 'Fa/P_1', true);
  const periodStart =
    reader.date(firstAt(fa, ['OkresFa', 'P_6_Od']), 'Fa/OkresFa/P_6_Od', false) ?? reader.date(firstAt(fa, ['P_6']), 'Fa/P_6', false);
  const termin = elementsAt(fa, ['Platnosc', 'TerminPlatnosci', 'Termin']).find((element) => element.text !== '');
  return {
    contractorName: reader.requiredText(seller && firstAt(seller, ['Nazwa']), 'Podmiot1/DaneIdentyfikacyjne/Nazwa', long),
    taxId: reader.taxId(seller && firstAt(seller, ['NIP']), 'Podmiot1/DaneIdentyfikacyjne/NIP'),
    invoiceNumber: reader.requiredText(firstAt(fa, ['P_2']), 'Fa/P_2', short),
    invoiceDate,
    paymentDate: reader.date(termin, 'Fa/Platnosc/TerminPlatnosci/Termin', false) ?? invoiceDate,
    periodInvoiced: periodStart === null ? null : `${periodStart.slice(0, 7)}-01`,
    currency: reader.currency(firstAt(fa, ['KodWaluty']), 'Fa/KodWaluty'),
    contractNumber: firstText(elementsAt(fa, ['WarunkiTransakcji', 'Umowy', 'NrUmowy']), 'Fa/WarunkiTransakcji/Umowy/NrUmowy', reader),
    descriptions: readDescriptions(fa, reader),
  };
}

function firstText(elements: XmlElement[], path: string, reader: KsefFieldReader): string | null {
  const element = elements.find((candidate) => candidate.text !== '');
  return reader.text(element, path, short);
}

function readDescriptions(fa: XmlElement, reader: KsefFieldReader): KsefDescription[] {
  return childrenNamed(fa, 'DodatkowyOpis').flatMap((description, index) => {
    const path = `Fa/DodatkowyOpis[${index + 1}]`;
    const lineNumber = reader.lineNumber(firstAt(description, ['NrWiersza']), `${path}/NrWiersza`);
    const key = reader.text(firstAt(description, ['Klucz']), `${path}/Klucz`, short);
    const value = reader.text(firstAt(description, ['Wartosc']), `${path}/Wartosc`, short);
    return key === null || value === null ? [] : [{ lineNumber, key, value }];
  });
}
