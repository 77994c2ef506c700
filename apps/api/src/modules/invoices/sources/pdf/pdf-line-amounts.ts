// From the table's amounts (in the invoice's currency) to a line's PLN and currency amounts and the invoice's
// totals, in exact cents.

import { centsToNumber, multiplyCents, type Decimal } from '../ksef/ksef-decimal.ts';
import { maxAmountCents } from './pdf-amounts.ts';
import type { CompletedAmounts } from './pdf-completion.ts';
import type { PrintedTotals } from './pdf-totals.ts';

export type LineAmounts = {
  netPln: bigint | null;
  vatPln: bigint | null;
  grossPln: bigint | null;
  netCurrency: bigint | null;
  vatCurrency: bigint | null;
  grossCurrency: bigint | null;
};

export type InvoiceTotals = { netPln: bigint | null; grossPln: bigint | null; netCurrency: bigint | null; grossCurrency: bigint | null };

const inRange = (cents: bigint | null): bigint | null => (cents === null || cents > maxAmountCents || cents < -maxAmountCents ? null : cents);

/**
 * A position's amounts. The table prints them in the invoice's currency. In PLN they are those amounts (rate 1).
 * For another currency, as KSeF's reader maps FA lines (FORMATS §3, ksef-invoice-lines.ts): net and VAT in PLN are
 * ROUND(amount × rate, 2) half away from zero, computed exactly, and gross in PLN is their sum, so every stored
 * line keeps gross = net + VAT (the CSV's rule) even where ROUND(gross × rate, 2) would differ by a grosz. A VAT
 * total printed in PLN (the P_14_xW of FA) is not used: KSeF's reader does not use it either. Without a rate, the
 * PLN amounts stay null.
 */
export function lineAmounts(position: CompletedAmounts | null, rate: Decimal | null, currency: string | null): LineAmounts {
  const net = position?.net.cents ?? null;
  const vat = position?.vat.cents ?? null;
  const gross = position?.gross.cents ?? null;
  if (currency === 'PLN') return { netPln: net, vatPln: vat, grossPln: gross, netCurrency: net, vatCurrency: vat, grossCurrency: gross };
  const inPln = (cents: bigint | null) => (cents === null || rate === null ? null : inRange(multiplyCents(cents, rate)));
  const netPln = inPln(net);
  const vatPln = inPln(vat);
  return {
    netPln,
    vatPln,
    grossPln: netPln === null || vatPln === null ? null : inRange(netPln + vatPln),
    netCurrency: net,
    vatCurrency: vat,
    grossCurrency: gross,
  };
}

/** The sum of the amounts; null when one of them is unknown (the total is then not known either) or out of range. */
function sum(amounts: readonly (bigint | null)[]): bigint | null {
  let total = 0n;
  for (const amount of amounts) {
    if (amount === null) return null;
    total += amount;
  }
  return inRange(total);
}

/** A printed total the positions do not add up to: which one, what the document prints, and the positions' sum. */
export type TotalDisagreement = { total: 'net' | 'vat' | 'gross'; printed: bigint; sum: bigint };

export type CheckedTotals = InvoiceTotals & { disagreement: TotalDisagreement | null };

/**
 * The invoice's totals: the sums over its positions, when every printed total (`Razem`, `Do zapłaty`, `Kwota
 * należności ogółem`) agrees with them or none is printed. A printed total that disagrees means a row was misread
 * or left out: the totals then stay null, the invoice is incomplete for a person to correct beside the PDF, and
 * the disagreement says which figure (the gross, the total due, first). No positions, no totals.
 */
export function invoiceTotals(lines: readonly LineAmounts[], printed: PrintedTotals): CheckedTotals {
  const none = { netPln: null, grossPln: null, netCurrency: null, grossCurrency: null };
  if (lines.length === 0) return { ...none, disagreement: null };
  const net = sum(lines.map((line) => line.netCurrency));
  const vat = sum(lines.map((line) => line.vatCurrency));
  const gross = sum(lines.map((line) => line.grossCurrency));
  const disagreement = firstDisagreement(printed, { net, vat, gross });
  if (net === null || vat === null || gross === null || disagreement !== null) return { ...none, disagreement };
  return { netPln: sum(lines.map((line) => line.netPln)), grossPln: sum(lines.map((line) => line.grossPln)), netCurrency: net, grossCurrency: gross, disagreement: null };
}

function firstDisagreement(printed: PrintedTotals, sums: { net: bigint | null; vat: bigint | null; gross: bigint | null }): TotalDisagreement | null {
  for (const total of ['gross', 'net', 'vat'] as const) {
    const own = sums[total];
    if (own === null) continue;
    const other = printed[total].find((amount) => amount !== own);
    if (other !== undefined) return { total, printed: other, sum: own };
  }
  return null;
}

/** Cents as the draft's number (exact to the cent while below 2^53 cents). */
export const money = (cents: bigint | null): number | null => (cents === null ? null : centsToNumber(cents));
