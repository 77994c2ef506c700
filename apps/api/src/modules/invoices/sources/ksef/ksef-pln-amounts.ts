import { multiplyCents, type Decimal } from './ksef-decimal.ts';
import type { KsefFieldReader } from './ksef-field-reader.ts';
import type { DocumentRow } from './ksef-document-rows.ts';
import { spreadCents } from './ksef-spread.ts';
import type { SettledPart } from './ksef-unit-vat.ts';

/** A line's amounts in PLN (cents); null where the line's exchange rate is unknown. */
export type PlnAmounts = { exchangeRate: Decimal | null; net: bigint | null; vat: bigint | null; gross: bigint | null };

const pln: Decimal = { units: 1n, scale: 0 };

/**
 * The exchange rate of lines no FaWiersz states one for (made from the totals, an advance's order, the
 * advances a settlement deducts): an advance's KursWalutyZ, else the one rate all the invoice's rows state.
 */
export function documentExchangeRate(rows: readonly DocumentRow[], advanceRate: Decimal | null): Decimal | null {
  if (advanceRate) return advanceRate;
  const rates = new Map(rows.flatMap((row) => (row.exchangeRate ? [[`${row.exchangeRate.units}e-${row.exchangeRate.scale}`, row.exchangeRate] as const] : [])));
  const [only, ...more] = [...rates.values()];
  return only && more.length === 0 ? only : null;
}

/**
 * The lines of one rate group in PLN: each amount ROUND(amount × KursWaluty, 2) (a PLN invoice is its own
 * rate), except that the VAT is made to add up to the group's P_14_xW when the invoice gives it and every
 * line has a rate (spread by each line's own conversion, largest remainder). `path` names a line's row in
 * a message when a converted amount is beyond what is stored.
 */
export function plnAmounts(lines: readonly SettledPart[], vatPln: bigint | null, currency: string | null, reader: KsefFieldReader): PlnAmounts[] {
  const inPln = (cents: bigint | null, rate: Decimal | null, path: string) => (cents === null || rate === null ? null : reader.amountInRange(multiplyCents(cents, rate), path));
  const converted = lines.map(({ part, net, vat }) => {
    const exchangeRate = currency === 'PLN' ? pln : part.exchangeRate;
    const path = `${part.ratePath?.replace(/\/[^/]*$/, '') ?? 'Fa'}/P_11`;
    return { exchangeRate, net: inPln(net, exchangeRate, path), vat: inPln(vat, exchangeRate, path), path };
  });
  const vats =
    currency !== 'PLN' && vatPln !== null && converted.every((line) => line.vat !== null)
      ? spreadCents(vatPln, converted.map((line) => line.vat ?? 0n))
      : converted.map((line) => line.vat);
  return converted.map((line, index) => {
    const vat = vats[index] ?? null;
    const gross = line.net === null || vat === null ? null : reader.amountInRange(line.net + vat, line.path);
    return { exchangeRate: line.exchangeRate, net: line.net, vat, gross };
  });
}
