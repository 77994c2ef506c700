// Bounds that keep every figure exact in a double: amounts to 1 000 000 000 000.00 and
// payment totals far below 2^53 cents, so balances stay exact integers of cents and a
// rate product still resolves a hundredth of a cent.

/** Largest accepted amount of a single field, in currency units (one trillion). */
export const MAX_AMOUNT = 1_000_000_000_000;
/** Largest accepted sum of all payments of one agreement, in cents (10^13 currency units). */
export const MAX_TOTAL_PAYMENTS_CENTS = 1e15;
/** Longest accepted term: 100 years. */
export const MAX_TERM_MONTHS = 1200;
/** Indexation is a percent a year. */
export const MAX_INDEXATION_PERCENT = 100;
/** Annual rates are fractions; above 100 % a year is a typing error (6.5 meant as 6.5 %). */
export const MAX_ANNUAL_RATE = 1;
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;
