// A small FA builder for the Ministry of Finance's published examples: the structure and figures that decide
// how an invoice is read (kind, seller, numbers, currency, rows, the corrected invoice, the order of an
// advance, the totals), without the parts that do not (addresses, annotations, payment details).
import { FA3_NAMESPACE } from '../../../../src/modules/invoices/sources/ksef/ksef-limits.ts';

/** A FaWiersz (or, in `order`, a ZamowienieWiersz: p11 is P_11NettoZ, p11vat P_11VatZ, p12 P_12Z, before StanPrzedZ). */
export type ExampleRow = {
  nr?: number;
  uuid?: string;
  p7?: string;
  p8b?: string;
  p9a?: string;
  p9b?: string;
  p11?: string;
  p11a?: string;
  p11vat?: string;
  p12?: string;
  kurs?: string;
  before?: true;
};

export type ExampleSpec = {
  namespace?: string;
  kind: string;
  seller?: { nip: string; name: string };
  p1: string;
  p2: string;
  currency?: string;
  /** P_13_x, P_14_x, P_14_xW and P_15 by element name, as published. */
  totals: Record<string, string>;
  rows?: ExampleRow[];
  order?: ExampleRow[];
  corrected?: { date: string; number: string; ksef: string }[];
  reason?: string;
  /** FakturaZaliczkowa/NrKSeFFaZaliczkowej. */
  advances?: string[];
  /** KursWalutyZ: an advance's exchange rate. */
  advanceRate?: string;
  /** Raw XML at the end of Fa (Rozliczenie, Platnosc), and after Fa (an attachment, Zalacznik). */
  faTail?: string;
  after?: string;
};

const element = (name: string, value: string | number | undefined) => (value === undefined ? '' : `<${name}>${value}</${name}>`);

function invoiceRow(row: ExampleRow, index: number): string {
  return `<FaWiersz>${[
    element('NrWierszaFa', row.nr ?? index + 1),
    element('UU_ID', row.uuid),
    element('P_7', row.p7),
    element('P_8A', row.p8b === undefined ? undefined : 'szt.'),
    element('P_8B', row.p8b),
    element('P_9A', row.p9a),
    element('P_9B', row.p9b),
    element('P_11', row.p11),
    element('P_11A', row.p11a),
    element('P_11Vat', row.p11vat),
    element('P_12', row.p12),
    element('KursWaluty', row.kurs),
    element('StanPrzed', row.before ? 1 : undefined),
  ].join('')}</FaWiersz>`;
}

function orderRow(row: ExampleRow, index: number): string {
  return `<ZamowienieWiersz>${[
    element('NrWierszaZam', row.nr ?? index + 1),
    element('UU_IDZ', row.uuid),
    element('P_7Z', row.p7),
    element('P_8BZ', row.p8b),
    element('P_9AZ', row.p9a),
    element('P_11NettoZ', row.p11),
    element('P_11VatZ', row.p11vat),
    element('P_12Z', row.p12),
    element('StanPrzedZ', row.before ? 1 : undefined),
  ].join('')}</ZamowienieWiersz>`;
}

/** The example as an FA document, its elements in the schema's order. */
export function exampleXml(spec: ExampleSpec): string {
  const { nip, name } = spec.seller ?? { nip: '9999999999', name: 'ABC AGD sp. z o. o.' };
  const totals = Object.entries(spec.totals)
    .map(([totalName, value]) => element(totalName, value))
    .join('');
  const corrected = (spec.corrected ?? [])
    .map((invoice) => `<DaneFaKorygowanej>${element('DataWystFaKorygowanej', invoice.date)}${element('NrFaKorygowanej', invoice.number)}<NrKSeF>1</NrKSeF>${element('NrKSeFFaKorygowanej', invoice.ksef)}</DaneFaKorygowanej>`)
    .join('');
  const advances = (spec.advances ?? []).map((number) => `<FakturaZaliczkowa>${element('NrKSeFFaZaliczkowej', number)}</FakturaZaliczkowa>`).join('');
  const order = spec.order ? `<Zamowienie><WartoscZamowienia>0</WartoscZamowienia>${spec.order.map(orderRow).join('')}</Zamowienie>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<Faktura xmlns="${spec.namespace ?? FA3_NAMESPACE}">
<Naglowek><KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza><WariantFormularza>3</WariantFormularza></Naglowek>
<Podmiot1><DaneIdentyfikacyjne><NIP>${nip}</NIP><Nazwa>${name}</Nazwa></DaneIdentyfikacyjne></Podmiot1>
<Podmiot2><DaneIdentyfikacyjne><NIP>1111111111</NIP><Nazwa>F.H.U. Jan Kowalski</Nazwa></DaneIdentyfikacyjne></Podmiot2>
<Fa>${element('KodWaluty', spec.currency ?? 'PLN')}${element('P_1', spec.p1)}${element('P_2', spec.p2)}${totals}${element('KursWalutyZ', spec.advanceRate)}<Adnotacje><P_16>2</P_16></Adnotacje>${element('RodzajFaktury', spec.kind)}${element('PrzyczynaKorekty', spec.reason)}${corrected}${advances}${(spec.rows ?? []).map(invoiceRow).join('')}${order}${spec.faTail ?? ''}</Fa>${spec.after ?? ''}
</Faktura>`;
}
