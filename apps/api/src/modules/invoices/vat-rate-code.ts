/**
 * The code of a rate known only as a fraction (a CSV cell, a PDF, a corrector's entry): the percent (`23`, `8`). A
 * rate of 0 says no more than 0: whether it was exempt (`zw`), outside the scope (`np I`) or 0 % (`0 KR`) is unknown.
 */
export function percentRateCode(vatRate: number | null): string | null {
  if (vatRate === null || vatRate === 0) return null;
  return String(Math.round(vatRate * 10_000) / 100);
}
