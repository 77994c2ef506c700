// From the table's amounts (in the invoice's currency) to a line's PLN and currency amounts and the invoice's
// totals, in exact cents.

import { centsToNumber, multiplyCents, type Decimal } from '../ksef/ksef-decimal.ts';
import { maxAmountCents } from './pdf-amounts.ts';
import type { TablePosition } from './pdf-positions.ts';
import { totalsAgree, type PrintedTotals } from './pdf-totals.ts';

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
export function lineAmounts(position: TablePosition | null, rate: Decimal | null, currency: string | null): LineAmounts {
  const net = position?.net ?? null;
  const vat = position?.vat ?? null;
  const gross = position?.gross ?? null;
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

/**
 * The invoice's totals: the sums over its positions, when every printed total (`Razem`, `Do zapłaty`) agrees with
 * them or none is printed. A printed total that disagrees means a row was misread or left out: the totals then stay
 * null and the invoice is incomplete, for a person to correct beside the PDF. No positions, no totals.
 */
export function invoiceTotals(lines: readonly LineAmounts[], printed: PrintedTotals): InvoiceTotals {
  const none = { netPln: null, grossPln: null, netCurrency: null, grossCurrency: null };
  if (lines.length === 0) return none;
  const net = sum(lines.map((line) => line.netCurrency));
  const vat = sum(lines.map((line) => line.vatCurrency));
  const gross = sum(lines.map((line) => line.grossCurrency));
  if (net === null || vat === null || gross === null || !totalsAgree(printed, { net, vat, gross })) return none;
  return { netPln: sum(lines.map((line) => line.netPln)), grossPln: sum(lines.map((line) => line.grossPln)), netCurrency: net, grossCurrency: gross };
}

/** Cents as the draft's number (exact to the cent while below 2^53 cents). */
export const money = (cents: bigint | null): number | null => (cents === null ? null : centsToNumber(cents));
