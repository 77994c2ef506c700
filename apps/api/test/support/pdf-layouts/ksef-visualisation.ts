/**
 * The Ministry's visualisation of a KSeF invoice (FA(3)), as its generator (CIRFMF/ksef-pdf-generator) lays it out:
 * `Krajowy System e-Faktur` top left; right-aligned `Numer Faktury:`, the number, `Faktura podstawowa`, `Numer KSEF:
 * …`; seller (`Sprzedawca`) and buyer (`Nabywca`) side by side, each `NIP: `, `Nazwa: `, `Adres`; `Szczegóły` in two
 * columns whose long labels wrap; `Pozycje` with `Faktura wystawiona w walucie PLN` over a table of Lp., Nazwa
 * towaru lub usługi, Cena jedn. netto, Ilość, Miara, Stawka podatku, Wartość sprzedaży netto (rows print net only);
 * `Kwota należności ogółem: … PLN`; `Podsumowanie stawek podatku` (`23% lub 22%`, net, tax, gross); `Płatność` with
 * the due date in a one-column table under its header and the bank account in a `Pełny numer rachunku` table.
 * Amounts use a no-break space between thousands, as the generator formats them. The body is 7.5 pt (the
 * generator's is 7 pt Roboto; DejaVu is wider, the sheet keeps the same proportions).
 */
import { crc8 } from '../../../src/modules/invoices/sources/ksef/ksef-number.ts';
import { groupedNrb, nrbOf } from './bank-accounts.ts';
import { ksefBuyer, ksefSeller, type Party } from './parties.ts';
import { SheetWriter, type Sheet } from './sheet.ts';

export type KsefPosition = { description: string; unitPrice: string; quantity: string; unit: string; rate: string; net: string };
export type KsefRateSummary = { rate: string; net: string; vat: string; gross: string };
export type KsefVisualisation = {
  invoiceNumber: string;
  ksefNumber: string;
  seller: Party;
  buyer: Party;
  issueDate: string;
  issuePlace: string;
  saleDate: string;
  currency: string;
  positions: KsefPosition[];
  totalDue: string;
  rateSummaries: KsefRateSummary[];
  paymentMethod: string;
  dueDate: string;
  bankAccount: string;
  bankName: string;
};

/** A KSeF number with its CRC-8: the seller's NIP, the day KSeF took it, 12 hexadecimal digits of KSeF's own. */
function ksefNumberOf(taxId: string, day: string, own: string): string {
  const body = `${taxId}-${day}-${own}`;
  return `${body}-${crc8(body)}`;
}

export const ksefVisualisationInvoice: KsefVisualisation = {
  invoiceNumber: 'FV/2026/03/0042',
  ksefNumber: ksefNumberOf(ksefSeller.taxId, '20260305', '0100A0B1C2D3'),
  seller: ksefSeller,
  buyer: ksefBuyer,
  issueDate: '05.03.2026',
  issuePlace: 'Warszawa',
  saleDate: '28.02.2026',
  currency: 'PLN',
  positions: [
    { description: 'Rata leasingowa 14/36, część kapitałowa', unitPrice: '2 847,15', quantity: '1', unit: 'szt.', rate: '23%', net: '2 847,15' },
    { description: 'Rata leasingowa 14/36, część odsetkowa', unitPrice: '412,37', quantity: '1', unit: 'szt.', rate: '23%', net: '412,37' },
    { description: 'Opłata za zarządzanie flotą', unitPrice: '74,99', quantity: '2', unit: 'szt.', rate: '23%', net: '149,98' },
    { description: 'Przewóz pojazdu zastępczego', unitPrice: '180,00', quantity: '1', unit: 'usł.', rate: '8%', net: '180,00' },
    { description: 'Nocleg kierowcy w Łodzi', unitPrice: '226,85', quantity: '1', unit: 'szt.', rate: '8%', net: '226,85' },
  ],
  totalDue: '4 633,09',
  rateSummaries: [
    { rate: '23% lub 22%', net: '3 409,50', vat: '784,19', gross: '4 193,69' },
    { rate: '8% lub 7%', net: '406,85', vat: '32,55', gross: '439,40' },
  ],
  paymentMethod: 'Przelew',
  dueDate: '19.03.2026',
  bankAccount: groupedNrb(nrbOf('109010140000071219812874')),
  bankName: 'Santander Bank Polska S.A.',
};

/** As the generator prints an amount: thousands apart by a no-break space. */
const amount = (printed: string) => printed.replaceAll(' ', '\u00a0');

const left = 40;
const right = 555;
const secondColumn = 307;
const body = 7.5;
const rowStep = 13;
const positionColumns = {
  lp: { x: 42, align: 'left' },
  description: { x: 58, align: 'left' },
  unitPrice: { x: 300, align: 'right' },
  quantity: { x: 330, align: 'right' },
  unit: { x: 338, align: 'left' },
  rate: { x: 366, align: 'left' },
  net: { x: right - 2, align: 'right' },
} as const;
const summaryColumns = {
  lp: { x: 42, align: 'left' },
  rate: { x: 64, align: 'left' },
  netHeader: { x: 188, align: 'left' },
  net: { x: 304, align: 'right' },
  vatHeader: { x: 312, align: 'left' },
  vat: { x: 428, align: 'right' },
  grossHeader: { x: 436, align: 'left' },
  gross: { x: 551, align: 'right' },
} as const;

function drawHeader(page: SheetWriter, f: KsefVisualisation): void {
  page.segments(left, 58, [{ text: 'Krajowy System ' }, { text: 'e', bold: true }, { text: '-Faktur', bold: true }], { size: 18 });
  page.text(right, 76, 'Numer Faktury:', { size: 9, align: 'right' });
  page.text(right, 95, f.invoiceNumber, { size: 16, bold: true, align: 'right' });
  page.text(right, 108, 'Faktura podstawowa', { size: 9, align: 'right' });
  page.labelled(right, 120, 'Numer KSEF: ', f.ksefNumber, { size: 9, align: 'right' });
  page.rule(130);
}

function drawParty(page: SheetWriter, x: number, heading: string, party: Party): void {
  page.text(x, 146, heading, { size: 10, bold: true });
  page.labelled(x, 160, 'NIP: ', party.taxId);
  page.labelled(x, 170, 'Nazwa: ', party.name);
  page.text(x, 184, 'Adres', { bold: true });
  page.text(x, 194, party.street);
  page.text(x, 204, party.city);
  page.text(x, 214, 'Polska');
}

function drawDetails(page: SheetWriter, f: KsefVisualisation): void {
  page.rule(226);
  page.text(left, 242, 'Szczegóły', { size: 10, bold: true });
  // Two columns stacked on their own: the first column's long labels wrap, the second's short ones do not.
  page.text(left, 256, 'Data wystawienia, z zastrzeżeniem art. 106na ust. 1 ustawy:', { bold: true });
  page.text(left, 265, f.issueDate);
  page.text(left, 274, 'Data dokonania lub zakończenia dostawy towarów lub', { bold: true });
  page.segments(left, 283, [{ text: 'wykonania usługi: ', bold: true }, { text: f.saleDate }]);
  page.labelled(secondColumn, 256, 'Miejsce wystawienia: ', f.issuePlace);
  page.labelled(secondColumn, 265, 'Kod waluty: ', f.currency);
}

/** Returns the baseline under the table's last line. */
function drawPositions(page: SheetWriter, f: KsefVisualisation): number {
  page.rule(295);
  page.text(left, 311, 'Pozycje', { size: 10, bold: true });
  page.text(left, 325, `Faktura wystawiona w walucie ${f.currency}`, { bold: true });
  const c = positionColumns;
  let y = 341;
  page.rule(y - 10);
  page.row(y, [[c.lp, 'Lp.'], [c.description, 'Nazwa towaru lub usługi'], [c.unitPrice, 'Cena jedn. netto'], [c.quantity, 'Ilość'], [c.unit, 'Miara'], [c.rate, 'Stawka podatku'], [c.net, 'Wartość sprzedaży netto']], { bold: true });
  f.positions.forEach((position, index) => {
    page.rule(y + 4);
    y += rowStep;
    page.row(y, [[c.lp, String(index + 1)], [c.description, position.description], [c.unitPrice, amount(position.unitPrice)], [c.quantity, position.quantity], [c.unit, position.unit], [c.rate, position.rate], [c.net, amount(position.net)]]);
  });
  page.rule(y + 4);
  y += 20;
  page.segments(right, y, [{ text: 'Kwota należności ogółem: ', bold: true }, { text: `${amount(f.totalDue)} ${f.currency}` }], { size: 10, align: 'right' });
  return y;
}

function drawRateSummary(page: SheetWriter, f: KsefVisualisation, top: number): number {
  let y = top + 16;
  page.text(left, y, 'Podsumowanie stawek podatku', { size: 10, bold: true });
  const c = summaryColumns;
  y += 16;
  page.rule(y - 10);
  page.row(y, [[c.lp, 'Lp.'], [c.rate, 'Stawka podatku'], [c.netHeader, 'Kwota netto'], [c.vatHeader, 'Kwota podatku'], [c.grossHeader, 'Kwota brutto']], { bold: true });
  f.rateSummaries.forEach((summary, index) => {
    page.rule(y + 4);
    y += rowStep;
    page.row(y, [[c.lp, String(index + 1)], [c.rate, summary.rate], [c.net, amount(summary.net)], [c.vat, amount(summary.vat)], [c.gross, amount(summary.gross)]]);
  });
  page.rule(y + 4);
  return y;
}

function drawPayment(page: SheetWriter, f: KsefVisualisation, top: number): void {
  let y = top + 18;
  page.rule(y - 8);
  page.text(left, y + 8, 'Płatność', { size: 10, bold: true });
  y += 22;
  page.labelled(left, y, 'Forma płatności: ', f.paymentMethod);
  y += 14;
  page.rule(y - 10, left, 290);
  page.text(44, y, 'Termin płatności', { bold: true });
  page.rule(y + 4, left, 290);
  page.text(44, y + rowStep, f.dueDate);
  page.rule(y + rowStep + 4, left, 290);
  y += rowStep + 26;
  page.text(left, y, 'Numer rachunku bankowego', { size: 10, bold: true });
  y += 16;
  page.rule(y - 10, left, 290);
  page.text(44, y, 'Pełny numer rachunku', { bold: true });
  page.text(150, y, f.bankAccount);
  page.rule(y + 4, left, 290);
  page.text(44, y + rowStep, 'Nazwa banku', { bold: true });
  page.text(150, y + rowStep, f.bankName);
  page.rule(y + rowStep + 4, left, 290);
}

export function drawKsefVisualisation(f: KsefVisualisation): Sheet[] {
  const page = new SheetWriter(body);
  drawHeader(page, f);
  drawParty(page, left, 'Sprzedawca', f.seller);
  drawParty(page, secondColumn, 'Nabywca', f.buyer);
  drawDetails(page, f);
  const underPositions = drawPositions(page, f);
  drawPayment(page, f, drawRateSummary(page, f, underPositions));
  page.text(right, 815, '1 z 1', { align: 'right' });
  return [page.sheet()];
}
