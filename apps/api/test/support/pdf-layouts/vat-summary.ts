/**
 * A desktop invoicing program's invoice whose rows print net only (Ilość, J.m., Cena netto, Wartość netto, Stawka
 * VAT), with the VAT per rate in a summary under the table: `Stawka VAT | Netto | VAT | Brutto`, a row per rate and
 * `Razem`; then `Do zapłaty: … PLN`. Title `FAKTURA VAT` with `Nr …` under it; no sale date printed; parties side by
 * side (seller left); `Termin płatności: 19.03.2026`, `Konto: …`. The summary's VAT for 23% (749,59) is not the sum of
 * the rows' own rounded VAT (749,58), so spreading the summary by net is what makes the rows add up.
 */
import { dashed } from '../tax-ids.ts';
import { groupedNrb, nrbOf } from './bank-accounts.ts';
import { summaryBuyer, summarySeller, type Party } from './parties.ts';
import { SheetWriter, type Sheet } from './sheet.ts';

export type NetOnlyPosition = { description: string; quantity: string; unit: string; unitPrice: string; net: string; rate: string };
export type RateLine = { rate: string; net: string; vat: string; gross: string };
export type VatSummaryInvoice = {
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  seller: Party;
  buyer: Party;
  positions: NetOnlyPosition[];
  rateLines: RateLine[];
  total: Omit<RateLine, 'rate'>;
  bankAccount: string;
};

export const vatSummaryInvoice: VatSummaryInvoice = {
  invoiceNumber: '2026/03/118',
  issueDate: '05.03.2026',
  dueDate: '19.03.2026',
  seller: summarySeller,
  buyer: summaryBuyer,
  positions: [
    { description: 'Rata leasingowa 7/48, piec piekarniczy', quantity: '1', unit: 'szt.', unitPrice: '3 125,40', net: '3 125,40', rate: '23%' },
    { description: 'Opłata administracyjna', quantity: '1', unit: 'szt.', unitPrice: '35,40', net: '35,40', rate: '23%' },
    { description: 'Abonament GPS, śledzenie pojazdów', quantity: '2', unit: 'mies.', unitPrice: '49,14', net: '98,28', rate: '23%' },
    { description: 'Dojazd serwisu do Świętochłowic', quantity: '1', unit: 'usł.', unitPrice: '61,11', net: '61,11', rate: '8%' },
  ],
  rateLines: [
    { rate: '23%', net: '3 259,08', vat: '749,59', gross: '4 008,67' },
    { rate: '8%', net: '61,11', vat: '4,89', gross: '66,00' },
  ],
  total: { net: '3 320,19', vat: '754,48', gross: '4 074,67' },
  bankAccount: groupedNrb(nrbOf('102023130000320201234567')),
};

const left = 40;
const right = 555;
const columns = {
  lp: { x: left, align: 'left' },
  description: { x: 60, align: 'left' },
  quantity: { x: 290, align: 'right' },
  unit: { x: 298, align: 'left' },
  unitPrice: { x: 395, align: 'right' },
  net: { x: 475, align: 'right' },
  rate: { x: right, align: 'right' },
} as const;
const summaryColumns = {
  rate: { x: 330, align: 'left' },
  net: { x: 420, align: 'right' },
  vat: { x: 480, align: 'right' },
  gross: { x: right, align: 'right' },
} as const;

export function drawVatSummaryInvoice(f: VatSummaryInvoice): Sheet[] {
  const page = new SheetWriter(8.5);
  page.text(left, 60, 'FAKTURA VAT', { size: 16, bold: true });
  page.text(left, 78, `Nr ${f.invoiceNumber}`, { size: 12, bold: true });
  page.text(right, 60, `Data wystawienia: ${f.issueDate}`, { align: 'right' });
  page.text(right, 72, 'Miejsce wystawienia: Warszawa', { align: 'right' });
  const partyLines = (x: number, heading: string, party: Party) => {
    page.text(x, 110, heading, { bold: true });
    page.text(x, 122, party.name);
    page.text(x, 134, party.street);
    page.text(x, 146, party.city);
    page.text(x, 158, `NIP: ${dashed(party.taxId)}`);
  };
  partyLines(left, 'Sprzedawca', f.seller);
  partyLines(310, 'Nabywca', f.buyer);
  let y = 190;
  page.rule(y - 10);
  page.row(y, [[columns.lp, 'Lp.'], [columns.description, 'Nazwa'], [columns.quantity, 'Ilość'], [columns.unit, 'J.m.'], [columns.unitPrice, 'Cena netto'], [columns.net, 'Wartość netto'], [columns.rate, 'Stawka VAT']], { bold: true });
  page.rule(y + 4);
  f.positions.forEach((position, index) => {
    y += 14;
    page.row(y, [[columns.lp, `${index + 1}.`], [columns.description, position.description], [columns.quantity, position.quantity], [columns.unit, position.unit], [columns.unitPrice, position.unitPrice], [columns.net, position.net], [columns.rate, position.rate]]);
  });
  page.rule(y + 5);
  y += 28;
  page.row(y, [[summaryColumns.rate, 'Stawka VAT'], [summaryColumns.net, 'Netto'], [summaryColumns.vat, 'VAT'], [summaryColumns.gross, 'Brutto']], { bold: true });
  page.rule(y + 4, 326);
  for (const line of f.rateLines) {
    y += 13;
    page.row(y, [[summaryColumns.rate, line.rate], [summaryColumns.net, line.net], [summaryColumns.vat, line.vat], [summaryColumns.gross, line.gross]]);
  }
  page.rule(y + 4, 326);
  y += 13;
  page.row(y, [[summaryColumns.rate, 'Razem'], [summaryColumns.net, f.total.net], [summaryColumns.vat, f.total.vat], [summaryColumns.gross, f.total.gross]], { bold: true });
  y += 26;
  page.text(left, y, `Do zapłaty: ${f.total.gross} PLN`, { size: 11, bold: true });
  page.text(left, y + 18, 'Forma płatności: przelew');
  page.text(left, y + 30, `Termin płatności: ${f.dueDate}`);
  page.text(left, y + 42, `Konto: ${f.bankAccount}`);
  return [page.sheet()];
}
