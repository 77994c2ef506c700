import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPercent } from './format';

const nbsp = '\u00a0';

describe('formatNumber', () => {
  it('groups thousands with a space and uses a decimal comma', () => {
    expect(formatNumber(1234.56)).toBe(`1${nbsp}234,56`);
    expect(formatNumber(1234567.891)).toBe(`1${nbsp}234${nbsp}567,89`);
    expect(formatNumber(12)).toBe('12,00');
  });

  it('keeps the sign, and does not show -0', () => {
    expect(formatNumber(-9876.5)).toBe(`-9${nbsp}876,50`);
    expect(formatNumber(-0.001)).toBe('0,00');
  });

  it('honours the number of decimals and leaves no value empty', () => {
    expect(formatNumber(0.123456, 3)).toBe('0,123');
    expect(formatNumber(1500, 0)).toBe(`1${nbsp}500`);
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('formatPercent and formatDate', () => {
  it('shows a fraction as a percent', () => {
    expect(formatPercent(0.05123, 3)).toBe('5,123%');
  });

  it('shows dates as YYYY-MM-DD', () => {
    expect(formatDate('2026-03-01T10:00:00')).toBe('2026-03-01');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
