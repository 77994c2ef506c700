// The totals an invoice prints under its table (`Razem` with net, VAT and gross; `Do zapłaty` with the gross), read
// only to check the positions against: the invoice's totals are always the sums of its positions.

import { amountsOf, firstAmountIn, readValueTail, type AmountCell } from './pdf-amounts.ts';
import type { PdfLine } from './pdf-text.ts';

/** Printed totals in cents, each as many times as printed, and the currency codes printed beside them. */
export type PrintedTotals = { net: bigint[]; vat: bigint[]; gross: bigint[]; currencies: string[] };

const sumLabel = /^(?:razem|suma|ogolem|lacznie)(?![\p{L}\p{N}])/u;
const carriedOver = /(?<![\p{L}\p{N}])(?:(?:do|z)\s+przeniesienia|(?:razem|suma)\s+(?:na\s+)?stron)/u;
/**
 * `Do zapłaty`, `Razem do zapłaty`, `Kwota do zapłaty`, KSeF's `Kwota należności ogółem`; not what is left to pay
 * after a prepayment (`Pozostało`, `Zostało do zapłaty`), nor what was paid.
 */
const toPayLabel = /(?<![\p{L}\p{N}])(?:(?<!(?:pozostalo|pozostaje|zostalo|zostaje)\s+)do\s+zaplaty|(?:kwota\s+)?naleznosci\s+ogolem)(?![\p{L}\p{N}])/u;

/**
 * A total printed in another currency than the invoice's (the PLN equivalents a currency invoice prints) is not a
 * check of what the table says: it was converted under the issuer's rounding. A total without a currency is in the
 * invoice's.
 */
function inInvoiceCurrency(amount: AmountCell, currency: string | null): boolean {
  return amount.currency === null || currency === null || amount.currency === currency;
}

/**
 * `Do zapłaty` anywhere (a summary box may print it above the table too); `Razem`/`Suma` lines from the end of
 * the table on: three amounts are net, VAT and gross (an `X` in the rate column skipped); one amount counts only
 * when the label says which total it is (`Razem brutto`).
 */
export function readPrintedTotals(lines: readonly PdfLine[], fromLineIndex: number | null, currency: string | null): PrintedTotals {
  const totals: PrintedTotals = { net: [], vat: [], gross: [], currencies: [] };
  const add = (kind: 'net' | 'vat' | 'gross', amount: AmountCell | undefined) => {
    if (amount?.currency) totals.currencies.push(amount.currency);
    if (amount && amount.cents !== null && inInvoiceCurrency(amount, currency)) totals[kind].push(amount.cents);
  };
  lines.forEach((line, index) => {
    const folded = line.folded.trim();
    if (folded === '' || carriedOver.test(folded)) return;
    const toPay = toPayLabel.exec(line.folded);
    if (toPay) {
      add('gross', firstAmountIn(line.text.slice(toPay.index + toPay[0].length)) ?? undefined);
      return;
    }
    if (fromLineIndex === null || index < fromLineIndex || !sumLabel.test(folded)) return;
    const amounts = amountsOf(readValueTail(line.text, { filler: true }));
    if (amounts.length >= 3) {
      const [net, vat, gross] = amounts.slice(-3);
      add('net', net);
      add('vat', vat);
      add('gross', gross);
    } else if (amounts.length === 1) {
      const kind = /(?<![\p{L}])brutto/u.test(folded) ? 'gross' : /(?<![\p{L}])netto/u.test(folded) ? 'net' : /(?<![\p{L}])vat/u.test(folded) ? 'vat' : null;
      if (kind) add(kind, amounts[0]);
    }
  });
  return totals;
}
