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
    expect(parsePercentRate('7,5,1')).toEqual({ error: 'validation.number' });
    expect(parsePercentRate('7,')).toEqual({ error: 'validation.number' });
  });
});
