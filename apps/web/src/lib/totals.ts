/**
 * The total of one money column, added in whole cents so a long schedule's total is exact to the cent
 * (summing the amounts as floating-point numbers drifts by fractions of a cent).
 */
export function totalOf<T>(rows: readonly T[], pick: (row: T) => number): number {
  let cents = 0;
  for (const row of rows) cents += Math.round(pick(row) * 100);
  return cents / 100;
}
