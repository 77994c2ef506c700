import { currentLanguage } from '../../../lib/i18n';
import { formatNumber, formatPercent } from '../../../lib/format';

/** A month invoiced (`2025-03-01`) as the language writes a month: `03/2025`, `03.2025`. */
export function formatMonth(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})/.exec(value) : null;
  if (!match) return '';
  return `${match[2]}${currentLanguage() === 'pl' ? '.' : '/'}${match[1]}`;
}

/** An exchange rate with its 4 decimals (`4,3210`). */
export const formatRate = (value: number | null | undefined) => formatNumber(value, 4);

/** A VAT rate, stored as a fraction, as a percent (`23,00 %`). */
export const formatVatRate = (value: number | null | undefined) => formatPercent(value);
