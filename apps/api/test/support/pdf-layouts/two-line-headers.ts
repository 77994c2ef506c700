/**
 * An invoice whose table headers wrap over two lines in narrow columns (`Cena jedn.` / `netto`, `Wartość` /
 * `netto`, `Kwota` / `VAT`, `Wartość` / `brutto`), in an unusual order: Lp., Nazwa towaru / usługi, Ilość, J.m.,
 * Cena jedn. netto, VAT %, Wartość netto, Kwota VAT, Wartość brutto — the rate before the net. Every row prints its
 * net, VAT and gross; `Razem` in the columns, then `Do zapłaty: … PLN`. Header: `Numer faktury: …` (bold label), dates
 * in words (`Data wystawienia: 5 marca 2026`, `Termin płatności: 19 marca 2026`), parties stacked with `NIP: …`,
 * `Nr rachunku: …`.
 */
import { groupedNrb, nrbOf } from './bank-accounts.ts';
import { drawPartyBlock } from './blocks.ts';
import { twoLineBuyer, twoLineSeller, type Party } from './parties.ts';
import { SheetWriter, type Sheet } from './sheet.ts';

export type FullPosition = { description: string; quantity: string; unit: string; unitPrice: string; rate: string; net: string; vat: string; gross: string };
export type TwoLineHeaderInvoice = {
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  seller: Party;
  buyer: Party;
  positions: FullPosition[];
  total: { net: string; vat: string; gross: string };
  bankAccount: string;
};

export const twoLineHeaderInvoice: TwoLineHeaderInvoice = {
  invoiceNumber: '2026/LW/00315',
  issueDate: '5 marca 2026',
  dueDate: '19 marca 2026',
  seller: twoLineSeller,
  buyer: twoLineBuyer,
  positions: [
    { description: 'Rata leasingowa 9/24, żuraw samojezdny', quantity: '1', unit: 'szt.', unitPrice: '12 480,00', rate: '23%', net: '12 480,00', vat: '2 870,40', gross: '15 350,40' },
    { description: 'Opłata za przedłużenie polisy', quantity: '1', unit: 'szt.', unitPrice: '315,50', rate: '23%', net: '315,50', vat: '72,57', gross: '388,07' },
    { description: 'Szkolenie operatora, część praktyczna', quantity: '3', unit: 'godz.', unitPrice: '95,00', rate: '8%', net: '285,00', vat: '22,80', gross: '307,80' },
  ],
  total: { net: '13 080,50', vat: '2 965,77', gross: '16 046,27' },
  bankAccount: groupedNrb(nrbOf('102040270000190212345678')),
};

const left = 40;
const columns = {
  lp: { x: left, align: 'left' },
  description: { x: 58, align: 'left' },
  quantity: { x: 262, align: 'right' },
  unit: { x: 268, align: 'left' },
  unitPrice: { x: 350, align: 'right' },
  rate: { x: 388, align: 'right' },
  net: { x: 447, align: 'right' },
  vat: { x: 501, align: 'right' },
  gross: { x: 555, align: 'right' },
} as const;

export function drawTwoLineHeaderInvoice(f: TwoLineHeaderInvoice): Sheet[] {
  const page = new SheetWriter(9);
  page.text(left, 58, 'FAKTURA VAT', { size: 15, bold: true });
  page.labelled(left, 76, 'Numer faktury: ', f.invoiceNumber, { size: 10 });
  page.labelled(left, 92, 'Data wystawienia: ', f.issueDate);
  page.labelled(left, 104, 'Miejsce wystawienia: ', 'Poznań');
  const taxIdLine = (taxId: string) => `NIP: ${taxId}`;
  let y = drawPartyBlock(page, left, 130, 'Sprzedawca', f.seller, taxIdLine);
  y = drawPartyBlock(page, left, y + 8, 'Nabywca', f.buyer, taxIdLine);
  y += 22;
  page.rule(y - 11);
  const c = columns;
  page.row(y, [[c.lp, 'Lp.'], [c.description, 'Nazwa towaru / usługi'], [c.quantity, 'Ilość'], [c.unit, 'J.m.'], [c.unitPrice, 'Cena jedn.'], [c.rate, 'VAT %'], [c.net, 'Wartość'], [c.vat, 'Kwota'], [c.gross, 'Wartość']], { bold: true });
  y += 10;
  page.row(y, [[c.unitPrice, 'netto'], [c.net, 'netto'], [c.vat, 'VAT'], [c.gross, 'brutto']], { bold: true });
  page.rule(y + 4);
  f.positions.forEach((p, index) => {
    y += 14;
    page.row(y, [[c.lp, `${index + 1}`], [c.description, p.description], [c.quantity, p.quantity], [c.unit, p.unit], [c.unitPrice, p.unitPrice], [c.rate, p.rate], [c.net, p.net], [c.vat, p.vat], [c.gross, p.gross]]);
  });
  page.rule(y + 5);
  y += 16;
  page.row(y, [[c.unitPrice, 'Razem'], [c.net, f.total.net], [c.vat, f.total.vat], [c.gross, f.total.gross]], { bold: true });
  y += 28;
  page.labelled(left, y, 'Do zapłaty: ', `${f.total.gross} PLN`, { size: 11 });
  page.labelled(left, y + 18, 'Termin płatności: ', f.dueDate);
  page.labelled(left, y + 30, 'Sposób zapłaty: ', 'przelew');
  page.labelled(left, y + 42, 'Nr rachunku: ', f.bankAccount);
  return [page.sheet()];
}
