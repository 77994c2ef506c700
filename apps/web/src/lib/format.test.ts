import { describe, expect, it } from 'vitest';
import i18n from './i18n';
import { formatDate, formatDateTime, formatNumber, formatPercent, roundHalfAway } from './format';

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

describe('rounding', () => {
  it('rounds a half away from zero on the decimal digits, where toFixed cuts', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(0.1235, 3)).toBe('0,124');
    expect(formatNumber(-2.675)).toBe('-2,68');
    expect(roundHalfAway(-0.5, 0)).toBe(-1);
    expect(roundHalfAway(1e21, 2)).toBe(1e21);
  });

  it('writes amounts beyond 1e21 in digits, never with an exponent', () => {
    expect(formatNumber(1.2676506002231587e40)).toBe('12\u00a0676\u00a0506\u00a0002\u00a0231\u00a0587\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000,00');
    expect(formatNumber(-1e21, 0)).toBe('-1\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000\u00a0000');
  });
});

describe('formatPercent and formatDate', () => {
  it('shows a fraction as a percent with a space before the sign', () => {
    expect(formatPercent(0.05123, 3)).toBe(`5,123${nbsp}%`);
    expect(formatPercent(0.065)).toBe(`6,50${nbsp}%`);
    expect(formatPercent(0.07)).toBe(`7,00${nbsp}%`);
    expect(formatPercent(0.1192943, 3)).toBe(`11,929${nbsp}%`);
  });

  it('shows dates as the language writes them', async () => {
    await i18n.changeLanguage('en');
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('2026-03-01T10:00:00')).toBe('01/03/2026');
    await i18n.changeLanguage('pl');
    expect(formatDate('2026-03-01')).toBe('01.03.2026');
    await i18n.changeLanguage('en');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows a moment in local time as the language writes it', async () => {
    const moment = new Date(2026, 2, 1, 14, 5, 9);
    await i18n.changeLanguage('en');
    expect(formatDateTime(moment)).toBe('01/03/2026 14:05:09');
    expect(formatDateTime(moment.toISOString())).toBe('01/03/2026 14:05:09');
    await i18n.changeLanguage('pl');
    expect(formatDateTime(moment)).toBe('01.03.2026 14:05:09');
    await i18n.changeLanguage('en');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a moment')).toBe('');
  });
});
