import dayjs from 'dayjs';

/**
 * Numbers as the product shows them (DESIGN §5): space grouping and a decimal comma, `1 234,56`.
 * The grouping space is a no-break space so amounts never wrap inside a table cell.
 */
export function formatNumber(value: number | null | undefined, fractionDigits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A percent with the given decimals: 0.05123 → `5,123%`. */
export function formatPercent(fraction: number | null | undefined, fractionDigits = 2): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return '';
  return `${formatNumber(fraction * 100, fractionDigits)}%`;
}

/** Dates travel and show as `YYYY-MM-DD`. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : '';
}
