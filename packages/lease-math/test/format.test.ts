import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyCents, INTERVAL_NAMES } from '../src/format.ts';

describe('figures quoted in error messages', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [-150, '-1.50'],
    [123_456_789, '1,234,567.89'],
    [100_000_000_000_000, '1,000,000,000,000.00'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(formatMoneyCents(cents)).toBe(text);
  });

  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [1.5, '1.50'],
    [0.05, '0.05'],
    [-2.25, '-2.25'],
    [1234.5, '1,234.50'],
    [1_000_000_000_000, '1,000,000,000,000.00'],
  ])('writes the amount %d as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('names the payment intervals in the order of their wire values', () => {
    expect(INTERVAL_NAMES).toStrictEqual(['monthly', 'quarterly', 'half-yearly', 'yearly']);
  });
});
