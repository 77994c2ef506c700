import { describe, expect, it } from 'vitest';
import { parsePercentRate } from './auditor-rate';

describe('parsePercentRate', () => {
  it('takes a percent with a decimal comma or point and answers the fraction', () => {
    expect(parsePercentRate('8')).toEqual({ rate: 0.08 });
    expect(parsePercentRate('7,5')).toEqual({ rate: 0.075 });
    expect(parsePercentRate(' 7.25 % ')).toEqual({ rate: 0.0725 });
    expect(parsePercentRate('0,1')).toEqual({ rate: 0.001 });
    expect(parsePercentRate('-1')).toEqual({ rate: -0.01 });
  });

  it('says what is wrong with an empty or non-numeric text', () => {
    expect(parsePercentRate('')).toEqual({ error: 'validation.required' });
    expect(parsePercentRate('  ')).toEqual({ error: 'validation.required' });
    expect(parsePercentRate('abc')).toEqual({ error: 'validation.number' });
    // 7,5,1 is a repeated mark, so groups, and they are not threes
    expect(parsePercentRate('7,5,1')).toEqual({ error: 'validation.numberGroups' });
    expect(parsePercentRate('7,')).toEqual({ error: 'validation.number' });
  });
});

describe('parsePercentRate by the product number reader', () => {
  it('refuses what could be read two ways, and more decimals than a rate takes, rather than guess', () => {
    expect(parsePercentRate('7,125')).toEqual({ error: 'validation.ambiguousNumber', values: { whole: '7 125', decimal: '7,1250' } });
    expect(parsePercentRate('7,1250')).toEqual({ rate: 0.07125 });
    expect(parsePercentRate('0,125 %')).toEqual({ rate: 0.00125 });
    expect(parsePercentRate('7,12345')).toEqual({ error: 'validation.atMostDecimals', values: { count: 4 } });
  });
});
