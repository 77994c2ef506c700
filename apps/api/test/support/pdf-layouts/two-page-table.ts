/**
 * A fleet lessor's invoice whose table runs over two pages: page one ends the table with a carried subtotal
 * `Do przeniesienia` in the amount columns and `Strona 1 z 2`; page two repeats the number (`… (ciąg dalszy)`) and the
 * table header, starts with `Z przeniesienia` and the same sums, then the remaining rows, `Razem`, `Do zapłaty: …
 * PLN` and the payment lines. Columns: Lp., Nazwa, Wartość netto, Stawka VAT, Kwota VAT, Wartość brutto; every row
 * prints all four. Title `Faktura VAT nr …`; ISO dates (`Data wystawienia: 2026-03-05`); `Konto: …`.
 */
import { groupedNrb, nrbOf } from './bank-accounts.ts';
import { drawPartyBlock, printedAmount } from './blocks.ts';
import { twoPageBuyer, twoPageSeller, type Party } from './parties.ts';
import { SheetWriter, type Sheet } from './sheet.ts';

export type PrintedPosition = { description: string; net: string; rate: string; vat: string; gross: string };
export type TwoPageInvoice = {
  invoiceNumber: string;
  issueDate: string;
  saleDate: string;
  dueDate: string;
  seller: Party;
  buyer: Party;
  positions: PrintedPosition[];
  positionsOnFirstPage: number;
  carried: { net: string; vat: string; gross: string };
  total: { net: string; vat: string; gross: string };
  bankAccount: string;
};

const vehicles = ['samochód dostawczy', 'ciężarówka chłodnia', 'wózek widłowy', 'przyczepa z plandeką', 'samochód osobowy', 'ciągnik siodłowy'];
const plates = ['ZS 4821K', 'ZS 1093P', 'ZS 7720L', 'ZST 55Y1', 'ZS 301AC', 'ZPL 8W02'];

/** The fleet's rows: a rate per vehicle, 23% VAT rounded per row, as the lessor's system prints them. */
function fleetPositions(count: number): { description: string; net: number; vat: number }[] {
  return Array.from({ length: count }, (_, index) => {
    const net = 184_000 + index * 1_337 + (index % 3) * 55;
    return { description: `Rata 3/36, ${vehicles[index % vehicles.length]} ${plates[index % plates.length]}-${index + 1}`, net, vat: Math.round((net * 23) / 100) };
  });
}

function printedSums(rows: readonly { net: number; vat: number }[]): { net: string; vat: string; gross: string } {
  const net = rows.reduce((sum, row) => sum + row.net, 0);
  const vat = rows.reduce((sum, row) => sum + row.vat, 0);
  return { net: printedAmount(net), vat: printedAmount(vat), gross: printedAmount(net + vat) };
}

const fleet = fleetPositions(34);
const onFirstPage = 28;

export const twoPageInvoice: TwoPageInvoice = {
  invoiceNumber: 'FV/2026/03/0201',
  issueDate: '2026-03-05',
  saleDate: '2026-03-01',
  dueDate: '2026-03-19',
  seller: twoPageSeller,
  buyer: twoPageBuyer,
  positions: fleet.map((row) => ({ description: row.description, net: printedAmount(row.net), rate: '23%', vat: printedAmount(row.vat), gross: printedAmount(row.net + row.vat) })),
  positionsOnFirstPage: onFirstPage,
  carried: printedSums(fleet.slice(0, onFirstPage)),
  total: printedSums(fleet),
  bankAccount: groupedNrb(nrbOf('124000010000550102030405')),
};

const left = 40;
const columns = {
  lp: { x: left, align: 'left' },
  description: { x: 62, align: 'left' },
  net: { x: 350, align: 'right' },
  rate: { x: 415, align: 'right' },
  vat: { x: 478, align: 'right' },
  gross: { x: 555, align: 'right' },
} as const;
const rowStep = 17;

function drawTableHeader(page: SheetWriter, y: number): void {
  page.rule(y - 11);
  page.row(y, [[columns.lp, 'Lp.'], [columns.description, 'Nazwa'], [columns.net, 'Wartość netto'], [columns.rate, 'Stawka VAT'], [columns.vat, 'Kwota VAT'], [columns.gross, 'Wartość brutto']], { bold: true });
  page.rule(y + 5);
}

function drawRows(page: SheetWriter, y: number, rows: readonly PrintedPosition[], firstLp: number): number {
  rows.forEach((p, index) => {
    y += rowStep;
    page.row(y, [[columns.lp, `${firstLp + index}.`], [columns.description, p.description], [columns.net, p.net], [columns.rate, p.rate], [columns.vat, p.vat], [columns.gross, p.gross]]);
  });
  return y;
}

const sumsRow = (page: SheetWriter, y: number, label: string, sums: TwoPageInvoice['carried']) =>
  page.row(y, [[columns.description, label], [columns.net, sums.net], [columns.vat, sums.vat], [columns.gross, sums.gross]], { bold: true });

export function drawTwoPageInvoice(f: TwoPageInvoice): Sheet[] {
  const first = new SheetWriter(8.5);
  first.text(left, 58, `Faktura VAT nr ${f.invoiceNumber}`, { size: 14, bold: true });
  first.text(left, 76, `Data wystawienia: ${f.issueDate}`);
  first.text(left, 88, `Data sprzedaży: ${f.saleDate}`);
  const taxIdLine = (taxId: string) => `NIP: ${taxId}`;
  drawPartyBlock(first, left, 114, 'Sprzedawca:', f.seller, taxIdLine);
  drawPartyBlock(first, 310, 114, 'Nabywca:', f.buyer, taxIdLine);
  drawTableHeader(first, 196);
  let y = drawRows(first, 196, f.positions.slice(0, f.positionsOnFirstPage), 1);
  first.rule(y + 6);
  sumsRow(first, y + rowStep, 'Do przeniesienia', f.carried);
  first.text(555, 815, 'Strona 1 z 2', { align: 'right' });

  const second = new SheetWriter(8.5);
  second.text(left, 58, `Faktura VAT nr ${f.invoiceNumber} (ciąg dalszy)`, { size: 10, bold: true });
  drawTableHeader(second, 84);
  sumsRow(second, 84 + rowStep, 'Z przeniesienia', f.carried);
  y = drawRows(second, 84 + rowStep, f.positions.slice(f.positionsOnFirstPage), f.positionsOnFirstPage + 1);
  second.rule(y + 6);
  sumsRow(second, y + rowStep, 'Razem', f.total);
  y += rowStep + 30;
  second.text(left, y, `Do zapłaty: ${f.total.gross} PLN`, { size: 11, bold: true });
  second.text(left, y + 18, `Termin płatności: ${f.dueDate}`);
  second.text(left, y + 30, 'Forma płatności: przelew');
  second.text(left, y + 42, `Konto: ${f.bankAccount}`);
  second.text(555, 815, 'Strona 2 z 2', { align: 'right' });
  return [first.sheet(), second.sheet()];
}
