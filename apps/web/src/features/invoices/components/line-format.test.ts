import { describe, expect, it } from 'vitest';
import { formatVatRateOf } from './line-format';

describe('a VAT rate as the document states it', () => {
  it('keeps codes as written and shows numeric rates as percents', () => {
    expect(formatVatRateOf({ vatRate: 0, vatRateCode: 'zw' })).toBe('zw');
    expect(formatVatRateOf({ vatRate: 0, vatRateCode: 'np I' })).toBe('np I');
    expect(formatVatRateOf({ vatRate: 0, vatRateCode: '0 KR' })).toBe('0 KR');
    expect(formatVatRateOf({ vatRate: 0.23, vatRateCode: '23' })).toBe('23,00\u00a0%');
    // FA(2)'s plain 0, and lines with no code (CSV, PDF)
    expect(formatVatRateOf({ vatRate: 0, vatRateCode: '0' })).toBe('0,00\u00a0%');
    expect(formatVatRateOf({ vatRate: 0.08, vatRateCode: null })).toBe('8,00\u00a0%');
    expect(formatVatRateOf({ vatRate: null })).toBe('');
  });
});
