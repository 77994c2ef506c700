/**
 * An invoice that lists the buyer before the seller: `Nabywca:` in the left column, `Sprzedawca:` in the right one,
 * side by side, so each line of the blocks carries both parties (`NIP: <buyer>   NIP: <seller>`); the seller is
 * the one to take. `Numer faktury: …`; `Data wystawienia: 05.03.2026`, `Termin płatności: 2026-03-19`; rows print
 * net, rate, VAT and gross; `Razem`, `Do zapłaty: … zł`, `Nr rachunku: …`.
 */
import { groupedNrb, nrbOf } from './bank-accounts.ts';
import { drawPartyBlock } from './blocks.ts';
import { buyerFirstBuyer, buyerFirstSeller, type Party } from './parties.ts';
import { SheetWriter, type Sheet } from './sheet.ts';
import type { PrintedPosition } from './two-page-table.ts';

export type BuyerFirstInvoice = {
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  buyer: Party;
  seller: Party;
  positions: PrintedPosition[];
  total: { net: string; vat: string; gross: string };
  bankAccount: string;
};

export const buyerFirstInvoice: BuyerFirstInvoice = {
  invoiceNumber: 'LF/2026/0093',
  issueDate: '05.03.2026',
  dueDate: '2026-03-19',
  buyer: buyerFirstBuyer,
  seller: buyerFirstSeller,
  positions: [
    { description: 'Rata leasingowa 22/60, ciągnik sadowniczy', net: '3 150,00', rate: '23%', vat: '724,50', gross: '3 874,50' },
    { description: 'Opłata za monitoring GPS, dwa ciągniki', net: '59,00', rate: '23%', vat: '13,57', gross: '72,57' },
  ],
  total: { net: '3 209,00', vat: '738,07', gross: '3 947,07' },
  bankAccount: groupedNrb(nrbOf('124024990000223344556677')),
};

const left = 40;
const columns = {
  lp: { x: left, align: 'left' },
  description: { x: 60, align: 'left' },
  net: { x: 360, align: 'right' },
  rate: { x: 405, align: 'right' },
  vat: { x: 475, align: 'right' },
  gross: { x: 555, align: 'right' },
} as const;

export function drawBuyerFirstInvoice(f: BuyerFirstInvoice): Sheet[] {
  const page = new SheetWriter(9);
  page.text(left, 58, 'Faktura', { size: 15, bold: true });
  page.labelled(left, 76, 'Numer faktury: ', f.invoiceNumber);
  page.labelled(555, 58, 'Data wystawienia: ', f.issueDate, { align: 'right' });
  page.labelled(555, 70, 'Miejsce wystawienia: ', 'Puławy', { align: 'right' });
  const taxIdLine = (taxId: string) => `NIP: ${taxId}`;
  drawPartyBlock(page, left, 104, 'Nabywca:', f.buyer, taxIdLine, 13);
  drawPartyBlock(page, 310, 104, 'Sprzedawca:', f.seller, taxIdLine, 13);
  const c = columns;
  let y = 196;
  page.rule(y - 11);
  page.row(y, [[c.lp, 'Lp.'], [c.description, 'Nazwa towaru lub usługi'], [c.net, 'Netto'], [c.rate, 'VAT %'], [c.vat, 'VAT'], [c.gross, 'Brutto']], { bold: true });
  page.rule(y + 5);
  f.positions.forEach((p, index) => {
    y += 15;
    page.row(y, [[c.lp, `${index + 1}.`], [c.description, p.description], [c.net, p.net], [c.rate, p.rate], [c.vat, p.vat], [c.gross, p.gross]]);
  });
  page.rule(y + 5);
  y += 16;
  page.row(y, [[c.description, 'Razem'], [c.net, f.total.net], [c.vat, f.total.vat], [c.gross, f.total.gross]], { bold: true });
  y += 28;
  page.labelled(left, y, 'Do zapłaty: ', `${f.total.gross} zł`, { size: 11 });
  page.labelled(left, y + 18, 'Termin płatności: ', f.dueDate);
  page.labelled(left, y + 30, 'Nr rachunku: ', f.bankAccount);
  return [page.sheet()];
}
