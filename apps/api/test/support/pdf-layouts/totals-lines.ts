/**
 * A car rental's invoice whose totals sit in the positions' own columns right under the rows: `Razem` with the
 * net, VAT and gross, `W tym` with the 23% rate's sums and a line for 8% under it (rate in the rate column), then
 * `Kwota należności ogółem: … PLN` — none of them a position. Columns: Lp., Nazwa, Ilość, Cena netto, Wartość netto,
 * Stawka, Kwota VAT, Wartość brutto. Dates `05.03.2026`, payment `Termin płatności: 14 dni`, `Nr rachunku: …`.
 */
import { dashed } from '../tax-ids.ts';
import { groupedNrb, nrbOf } from './bank-accounts.ts';
import { drawPartyBlock } from './blocks.ts';
import { totalsBuyer, totalsSeller, type Party } from './parties.ts';
import { SheetWriter, type Sheet } from './sheet.ts';
import type { FullPosition } from './two-line-headers.ts';

type Sums = { net: string; vat: string; gross: string };
export type TotalsLinesInvoice = {
  invoiceNumber: string;
  issueDate: string;
  saleDate: string;
  paymentTerm: string;
  seller: Party;
  buyer: Party;
  positions: FullPosition[];
  total: Sums;
  perRate: (Sums & { rate: string })[];
  bankAccount: string;
};

export const totalsLinesInvoice: TotalsLinesInvoice = {
  invoiceNumber: 'BWA/77/03/2026',
  issueDate: '05.03.2026',
  saleDate: '04.03.2026',
  paymentTerm: '14 dni',
  seller: totalsSeller,
  buyer: totalsBuyer,
  positions: [
    { description: 'Wynajem samochodu osobowego', quantity: '2', unit: 'tydz.', unitPrice: '630,00', rate: '23%', net: '1 260,00', vat: '289,80', gross: '1 549,80' },
    { description: 'Fotelik dziecięcy', quantity: '1', unit: 'szt.', unitPrice: '45,00', rate: '23%', net: '45,00', vat: '10,35', gross: '55,35' },
    { description: 'Dowóz auta do Żywca', quantity: '1', unit: 'usł.', unitPrice: '120,00', rate: '8%', net: '120,00', vat: '9,60', gross: '129,60' },
  ],
  total: { net: '1 425,00', vat: '309,75', gross: '1 734,75' },
  perRate: [
    { rate: '23%', net: '1 305,00', vat: '300,15', gross: '1 605,15' },
    { rate: '8%', net: '120,00', vat: '9,60', gross: '129,60' },
  ],
  bankAccount: groupedNrb(nrbOf('105010701000009031234567')),
};

const left = 40;
const columns = {
  lp: { x: left, align: 'left' },
  description: { x: 60, align: 'left' },
  quantity: { x: 235, align: 'right' },
  unitPrice: { x: 295, align: 'right' },
  net: { x: 365, align: 'right' },
  rate: { x: 408, align: 'right' },
  vat: { x: 470, align: 'right' },
  gross: { x: 555, align: 'right' },
} as const;

export function drawTotalsLinesInvoice(f: TotalsLinesInvoice): Sheet[] {
  const page = new SheetWriter(8.5);
  page.text(left, 58, `Faktura VAT nr ${f.invoiceNumber}`, { size: 14, bold: true });
  page.text(555, 58, 'ORYGINAŁ', { align: 'right' });
  page.labelled(left, 78, 'Data wystawienia: ', f.issueDate);
  page.labelled(left, 90, 'Data sprzedaży: ', f.saleDate);
  const taxIdLine = (taxId: string) => `NIP: ${dashed(taxId)}`;
  drawPartyBlock(page, left, 116, 'Sprzedawca:', f.seller, taxIdLine);
  drawPartyBlock(page, 310, 116, 'Nabywca:', f.buyer, taxIdLine);
  const c = columns;
  let y = 200;
  page.rule(y - 11);
  page.row(y, [[c.lp, 'Lp.'], [c.description, 'Nazwa'], [c.quantity, 'Ilość'], [c.unitPrice, 'Cena netto'], [c.net, 'Wartość netto'], [c.rate, 'Stawka'], [c.vat, 'Kwota VAT'], [c.gross, 'Wartość brutto']], { bold: true });
  page.rule(y + 5);
  f.positions.forEach((p, index) => {
    y += 15;
    page.row(y, [[c.lp, `${index + 1}`], [c.description, p.description], [c.quantity, `${p.quantity} ${p.unit}`], [c.unitPrice, p.unitPrice], [c.net, p.net], [c.rate, p.rate], [c.vat, p.vat], [c.gross, p.gross]]);
  });
  page.rule(y + 5);
  y += 15;
  page.row(y, [[c.description, 'Razem'], [c.net, f.total.net], [c.vat, f.total.vat], [c.gross, f.total.gross]], { bold: true });
  f.perRate.forEach((sums, index) => {
    y += 13;
    page.row(y, [[c.description, index === 0 ? 'W tym' : ''], [c.net, sums.net], [c.rate, sums.rate], [c.vat, sums.vat], [c.gross, sums.gross]]);
  });
  y += 26;
  page.segments(555, y, [{ text: 'Kwota należności ogółem: ', bold: true }, { text: `${f.total.gross} PLN` }], { size: 10, align: 'right' });
  y += 26;
  page.labelled(left, y, 'Termin płatności: ', f.paymentTerm);
  page.labelled(left, y + 12, 'Forma płatności: ', 'przelew');
  page.labelled(left, y + 24, 'Nr rachunku: ', f.bankAccount);
  return [page.sheet()];
}
