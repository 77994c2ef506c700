/**
 * An online invoicing tool's invoice whose table glues the currency to every amount (`86,16PLN`, `105,98PLN`):
 * rows print quantity, unit net price, rate, net value and gross value, no VAT amount; the totals under the table
 * are `Razem netto: 1 114,66 zł`, `Razem VAT: …`, `Razem brutto: …`, then `Do zapłaty: … zł` and `Słownie: …`.
 * Title `Faktura VAT nr …`; the dates right of it (`Data wystawienia: 2026-03-05`); parties stacked, NIP printed
 * dashed without a colon; payment `Termin płatności: 14 dni` and `Nr rachunku: PL61 …` (an IBAN).
 */
import { dashed } from '../tax-ids.ts';
import { groupedIban, nrbOf } from './bank-accounts.ts';
import { drawPartyBlock } from './blocks.ts';
import { gluedBuyer, gluedSeller, type Party } from './parties.ts';
import { SheetWriter, type Sheet } from './sheet.ts';

export type GluedPosition = { description: string; quantity: string; unitPrice: string; rate: string; net: string; gross: string };
export type GluedCurrencyInvoice = {
  invoiceNumber: string;
  issueDate: string;
  issuePlace: string;
  seller: Party;
  buyer: Party;
  positions: GluedPosition[];
  totalNet: string;
  totalVat: string;
  totalGross: string;
  inWords: string;
  paymentTerm: string;
  bankAccount: string;
};

export const gluedCurrencyInvoice: GluedCurrencyInvoice = {
  invoiceNumber: 'FV/0317/2026',
  issueDate: '2026-03-05',
  issuePlace: 'Gdańsk',
  seller: gluedSeller,
  buyer: gluedBuyer,
  positions: [
    { description: 'Opłata za zmianę harmonogramu spłat', quantity: '1', unitPrice: '86,16PLN', rate: '23%', net: '86,16PLN', gross: '105,98PLN' },
    { description: 'Wynajem miejsca postojowego, Gdańsk', quantity: '2', unitPrice: '450,00PLN', rate: '23%', net: '900,00PLN', gross: '1 107,00PLN' },
    { description: 'Mycie i odkurzanie pojazdu, pakiet żółty', quantity: '1', unitPrice: '128,50PLN', rate: '8%', net: '128,50PLN', gross: '138,78PLN' },
  ],
  totalNet: '1 114,66 zł',
  totalVat: '237,10 zł',
  totalGross: '1 351,76 zł',
  inWords: 'jeden tysiąc trzysta pięćdziesiąt jeden złotych 76/100',
  paymentTerm: '14 dni',
  bankAccount: groupedIban(nrbOf('114020040000390276543210')),
};

const left = 40;
const right = 555;
const columns = {
  lp: { x: left, align: 'left' },
  description: { x: 62, align: 'left' },
  quantity: { x: 290, align: 'right' },
  unitPrice: { x: 350, align: 'right' },
  rate: { x: 385, align: 'right' },
  net: { x: 465, align: 'right' },
  gross: { x: right, align: 'right' },
} as const;

export function drawGluedCurrencyInvoice(f: GluedCurrencyInvoice): Sheet[] {
  const page = new SheetWriter(9);
  page.text(left, 62, `Faktura VAT nr ${f.invoiceNumber}`, { size: 14, bold: true });
  page.text(right, 56, `Data wystawienia: ${f.issueDate}`, { align: 'right' });
  page.text(right, 68, `Miejsce wystawienia: ${f.issuePlace}`, { align: 'right' });
  const taxIdLine = (taxId: string) => `NIP ${dashed(taxId)}`;
  let y = drawPartyBlock(page, left, 100, 'Sprzedawca:', f.seller, taxIdLine);
  y = drawPartyBlock(page, left, y + 10, 'Nabywca:', f.buyer, taxIdLine);
  y += 20;
  page.rule(y - 11);
  page.row(y, [[columns.lp, 'Lp.'], [columns.description, 'Nazwa usługi'], [columns.quantity, 'Ilość'], [columns.unitPrice, 'Cena netto'], [columns.rate, 'VAT'], [columns.net, 'Wartość netto'], [columns.gross, 'Wartość brutto']], { bold: true });
  page.rule(y + 4);
  f.positions.forEach((position, index) => {
    y += 15;
    page.row(y, [[columns.lp, `${index + 1}`], [columns.description, position.description], [columns.quantity, position.quantity], [columns.unitPrice, position.unitPrice], [columns.rate, position.rate], [columns.net, position.net], [columns.gross, position.gross]]);
  });
  page.rule(y + 5);
  y += 24;
  page.text(right, y, `Razem netto: ${f.totalNet}`, { align: 'right' });
  page.text(right, y + 12, `Razem VAT: ${f.totalVat}`, { align: 'right' });
  page.text(right, y + 24, `Razem brutto: ${f.totalGross}`, { align: 'right' });
  page.text(right, y + 42, `Do zapłaty: ${f.totalGross}`, { size: 11, bold: true, align: 'right' });
  y += 62;
  page.text(left, y, `Słownie: ${f.inWords}`);
  page.text(left, y + 18, 'Sposób płatności: przelew');
  page.text(left, y + 30, `Termin płatności: ${f.paymentTerm}`);
  page.text(left, y + 42, `Nr rachunku: ${f.bankAccount}`);
  return [page.sheet()];
}
