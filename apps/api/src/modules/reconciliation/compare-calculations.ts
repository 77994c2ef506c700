import type { ReconciliationDifference } from '@leasedesk/contract';
import { moneyDifference, rateDifference } from './figure-comparison.ts';

/** A lease calculation as either side holds it; a figure theirs did not give is null. */
export type CalculationFigures = {
  implicitRate: number | string | null;
  presentValueOfRent: number | string | null;
  totalPresentValueOfLeasePayments: number | string | null;
  costOfEquipment: number | string | null;
  ninetyPercenatageTest: number | string | null;
  interimRate: number | string | null;
};

/**
 * How each figure is compared: implicitRate and ninetyPercenatageTest are fractions (within 1e−6); the others are
 * amounts (to the cent), interimRate included (DOMAIN §5: the daily interim rent, rounded to the cent).
 */
const figureKinds = [
  ['implicitRate', rateDifference],
  ['presentValueOfRent', moneyDifference],
  ['totalPresentValueOfLeasePayments', moneyDifference],
  ['costOfEquipment', moneyDifference],
  ['ninetyPercenatageTest', rateDifference],
  ['interimRate', moneyDifference],
] as const;

/**
 * Our stored calculation against another system's, figure by figure in the file's column order: only the figures
 * theirs gives. Ours is null only if the agreement had no stored calculation (a saved agreement always has one):
 * each given figure then differs, with no difference to tell.
 */
export function compareCalculations(ours: CalculationFigures | null, theirs: CalculationFigures): ReconciliationDifference[] {
  return figureKinds.flatMap(([field, compare]) => {
    const their = theirs[field];
    if (their === null) return [];
    const difference = compare(null, field, ours?.[field] ?? null, their);
    return difference ? [difference] : [];
  });
}
