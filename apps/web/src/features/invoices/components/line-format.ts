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

/** A VAT rate the document states as a number (`23`, `8`, FA(2)'s `0`), not as a code (`zw`, `np I`, `0 KR`). */
const numericRateCode = /^\d+(?:[.,]\d+)?$/;

/**
 * A line's VAT rate as its document states it: a code such as `zw`, `np I`, `0 KR` as written (FORMATS §3: they
 * all mean 0, but not the same thing to the VAT return), a numeric rate as a percent (`23,00 %`).
 */
export function formatVatRateOf(line: { vatRate: number | null; vatRateCode?: string | null }): string {
  const code = line.vatRateCode?.trim() ?? '';
  if (code !== '' && !numericRateCode.test(code)) return code;
  return formatVatRate(line.vatRate);
}
