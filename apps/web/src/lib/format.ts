import dayjs from 'dayjs';
import { formatFixed } from '@leasedesk/contract';

// Rounding half away from zero on decimal digits (1.005 → 1.01): the contract's, so screens and messages agree.
export { roundHalfAway } from '@leasedesk/contract';
import { currentLanguage } from './i18n';

/**
 * Numbers as the product shows them (DESIGN §5): space grouping and a decimal comma, `1 234,56`, rounded half
 * away from zero and never with an exponent; the grouping space is a no-break space so amounts never wrap inside
 * a table cell. The same writing as the server's messages (the contract's formatFixed).
 */
export function formatNumber(value: number | null | undefined, fractionDigits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatFixed(value, fractionDigits);
}

/** A percent with the given decimals and a no-break space before the sign: 0.065 → `6,50 %`. */
export function formatPercent(fraction: number | null | undefined, fractionDigits = 2): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return '';
  // × 100 in the exponent, so 0.07 shows 7,00 and not the binary 7.000000000000001.
  return `${formatNumber(Number(`${fraction}e2`), fractionDigits)}\u00a0%`;
}

/** How each language writes a date (the wire keeps `YYYY-MM-DD`). */
export const dateFormats = { en: 'DD/MM/YYYY', pl: 'DD.MM.YYYY' } as const;

/** A date as the active language writes it: `31/01/2025` in English, `31.01.2025` in Polish. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(dateFormats[currentLanguage()]) : '';
}

/** How each language writes a moment: its date, then the local time to the second. */
export const dateTimeFormats = { en: `${dateFormats.en} HH:mm:ss`, pl: `${dateFormats.pl} HH:mm:ss` } as const;

/** An ISO moment in the browser's time zone as the active language writes it: `31/01/2025 14:05:09`, `31.01.2025 14:05:09`. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const moment = dayjs(value);
  return moment.isValid() ? moment.format(dateTimeFormats[currentLanguage()]) : '';
}
