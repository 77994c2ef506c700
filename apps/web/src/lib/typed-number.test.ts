import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatNumber } from './format';
import i18n from './i18n';
import { numberRules, parseTypedNumber, shownNumber, type NumberRefusal, type TypedNumber } from './typed-number';

const amount = (text: string) => parseTypedNumber(text, numberRules.amount);
const percent = (text: string) => parseTypedNumber(text, numberRules.percent);
const integer = (text: string) => parseTypedNumber(text, numberRules.integer);
const read = (value: number): TypedNumber => ({ kind: 'number', value });
const refusedAs = (key: string, values?: NumberRefusal['values']): TypedNumber => ({ kind: 'refused', refusal: values ? { key, values } : { key } });

describe('a typed amount (2 decimals)', () => {
  it('reads the five ambiguous amount strings unambiguously or refuses them, never cutting digits', () => {
    expect(amount('100,000')).toEqual(refusedAs('validation.ambiguousNumber', { whole: '100 000', decimal: '100,00' }));
    expect(amount('1,234.567')).toEqual(refusedAs('validation.atMostDecimals', { count: 2 }));
    expect(amount('1 234,56')).toEqual(read(1234.56));
    expect(amount('1234.5')).toEqual(read(1234.5));
    expect(amount('12,345.67')).toEqual(read(12345.67));
  });

  it('takes spaces of every width and apostrophes as groups, and either mark as the decimal one when it is alone', () => {
    expect(amount('1\u00a0234,56')).toEqual(read(1234.56));
    expect(amount('1\u202f234,56')).toEqual(read(1234.56));
    expect(amount("1'234.56")).toEqual(read(1234.56));
    expect(amount('1234,5')).toEqual(read(1234.5));
    expect(amount(' 1 234 567 ')).toEqual(read(1234567));
    expect(amount('0,5')).toEqual(read(0.5));
    expect(amount(',5')).toEqual(read(0.5));
    expect(amount('.25')).toEqual(read(0.25));
    expect(amount('9500')).toEqual(read(9500));
  });

  it('with both marks, the last marks decimals and the other groups by threes', () => {
    expect(amount('1.234,56')).toEqual(read(1234.56));
    expect(amount('1.234.567,8')).toEqual(read(1234567.8));
    expect(amount('1,234,567.89')).toEqual(read(1234567.89));
    expect(amount('12,34.5')).toEqual(refusedAs('validation.numberGroups'));
    expect(amount('1.234,5.6')).toEqual(refusedAs('validation.number'));
  });

  it('reads one mark repeated as groups, checked by threes', () => {
    expect(amount('1,234,567')).toEqual(read(1234567));
    expect(amount('1.234.567')).toEqual(read(1234567));
    expect(amount('1,234,56')).toEqual(refusedAs('validation.numberGroups'));
    expect(amount('12 34,5')).toEqual(refusedAs('validation.numberGroups'));
    expect(amount('1,,234')).toEqual(refusedAs('validation.number'));
  });

  it('refuses a lone mark before three digits when it could group them, and suggests both writings', () => {
    expect(amount('100.000')).toEqual(refusedAs('validation.ambiguousNumber', { whole: '100 000', decimal: '100,00' }));
    expect(amount('1,500')).toEqual(refusedAs('validation.ambiguousNumber', { whole: '1 500', decimal: '1,50' }));
    expect(amount('-2,000')).toEqual(refusedAs('validation.ambiguousNumber', { whole: '-2 000', decimal: '-2,00' }));
    // 1,234 as decimals has 3 of them, which an amount cannot have: only the whole number is suggested
    expect(amount('1,234')).toEqual(refusedAs('validation.ambiguousWhole', { whole: '1 234', count: 2 }));
  });

  it('reads a lone mark before three digits as decimals when no group can stand before it', () => {
    // 0 starts no group, four digits are no group, and with spaces grouping the mark can only be the decimal one
    expect(amount('0,125')).toEqual(refusedAs('validation.atMostDecimals', { count: 2 }));
    expect(amount('1234,567')).toEqual(refusedAs('validation.atMostDecimals', { count: 2 }));
    expect(amount('1 234.567')).toEqual(refusedAs('validation.atMostDecimals', { count: 2 }));
    expect(percent('0,125')).toEqual(read(0.125));
  });

  it('refuses more decimals than an amount takes, letters and anything else that is not a number', () => {
    expect(amount('9 500,005')).toEqual(refusedAs('validation.atMostDecimals', { count: 2 }));
    expect(amount('95x')).toEqual(refusedAs('validation.number'));
    expect(amount('1e5')).toEqual(refusedAs('validation.number'));
    expect(amount('12 zł')).toEqual(refusedAs('validation.number'));
    expect(amount('7,')).toEqual(refusedAs('validation.number'));
    expect(amount('#12')).toEqual(refusedAs('validation.number'));
    expect(amount('-')).toEqual(refusedAs('validation.number'));
    expect(amount('12%')).toEqual(refusedAs('validation.number'));
  });

  it('takes a sign, reads an empty field as empty, and refuses what a number cannot hold exactly', () => {
    expect(amount('-1 234,56')).toEqual(read(-1234.56));
    expect(amount('\u22125')).toEqual(read(-5));
    expect(amount('+5')).toEqual(read(5));
    expect(amount('-0')).toEqual(read(0));
    expect(amount('   ')).toEqual({ kind: 'empty' });
    expect(amount('99 999 999 999 999,99')).toEqual(refusedAs('validation.numberTooLong', { count: 15 }));
    expect(amount('9 999 999 999 999,99')).toEqual(read(9999999999999.99));
    expect(amount('999 999 999 999,99')).toEqual(read(999999999999.99));
  });

  it('reads back every amount the product writes (format, then parse, gives the same number)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9_999_999_999_999, max: 9_999_999_999_999 }), (cents) => {
        const value = cents / 100;
        expect(amount(formatNumber(value))).toEqual(read(value));
        expect(amount(shownNumber(value, 'amount'))).toEqual(read(value));
      }),
    );
  });
});

describe('a typed percent (4 decimals, % allowed) and a whole number', () => {
  it('reads a percent with its sign, and the five strings by the same rules', () => {
    expect(percent('7,5 %')).toEqual(read(7.5));
    expect(percent('6,1234%')).toEqual(read(6.1234));
    expect(percent('6,12345')).toEqual(refusedAs('validation.atMostDecimals', { count: 4 }));
    expect(percent('100,000')).toEqual(refusedAs('validation.ambiguousNumber', { whole: '100 000', decimal: '100,00' }));
    expect(percent('7,125')).toEqual(refusedAs('validation.ambiguousNumber', { whole: '7 125', decimal: '7,1250' }));
    expect(percent('1,234.567')).toEqual(read(1234.567));
    expect(percent('1 234,56')).toEqual(read(1234.56));
    expect(percent('1234.5')).toEqual(read(1234.5));
    expect(percent('12,345.67')).toEqual(read(12345.67));
  });

  it('reads a whole number and refuses decimals in it', () => {
    expect(integer('36')).toEqual(read(36));
    expect(integer('1 200')).toEqual(read(1200));
    expect(integer('1,200,000')).toEqual(read(1200000));
    expect(integer('36,5')).toEqual(refusedAs('validation.wholeNumber'));
    expect(integer('1,000')).toEqual(refusedAs('validation.ambiguousNumber', { whole: '1 000', decimal: '1' }));
    expect(integer('1,500')).toEqual(refusedAs('validation.ambiguousWhole', { whole: '1 500', count: 0 }));
    expect(integer('1234.5')).toEqual(refusedAs('validation.wholeNumber'));
  });

  it('reads back every percent the field shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999, max: 99_999_999 }), (tenThousandths) => {
        const value = tenThousandths / 10_000;
        expect(percent(shownNumber(value, 'percent'))).toEqual(read(value));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('how a field shows what it read', () => {
  it('writes amounts with 2 decimals, percents with the decimals they have, whole numbers grouped', () => {
    expect(shownNumber(1234.5, 'amount')).toBe('1 234,50');
    expect(shownNumber(-0.5, 'amount')).toBe('-0,50');
    expect(shownNumber(6.5, 'percent')).toBe('6,5 %');
    expect(shownNumber(6.12345678, 'percent')).toBe('6,1235 %');
    expect(shownNumber(7.125, 'percent')).toBe('7,1250 %');
    expect(shownNumber(36, 'integer')).toBe('36');
  });
});

describe('the refusals in both languages', () => {
  const cases: [string, TypedNumber][] = [
    ['100,000', amount('100,000')],
    ['1,234.567', amount('1,234.567')],
    ['1,234', amount('1,234')],
    ['1,234,56', amount('1,234,56')],
    ['95x', amount('95x')],
    ['99 999 999 999 999,99', amount('99 999 999 999 999,99')],
  ];

  beforeAll(() => i18n.loadLanguages(['pl']));

  it.each([
    ['en', 'Ambiguous'],
    ['pl', 'Niejednoznaczne'],
  ])('words every refusal in %s, with the numbers it suggests', (language, ambiguousWord) => {
    const t = i18n.getFixedT(language);
    for (const [typed, result] of cases) {
      if (result.kind !== 'refused') throw new Error(`${typed} was read`);
      const text = t(result.refusal.key, result.refusal.values);
      expect(text, typed).not.toMatch(/\{\{|validation\./);
    }
    const [, first] = cases[0] ?? [];
    if (first?.kind !== 'refused') throw new Error('100,000 was read');
    expect(t(first.refusal.key, first.refusal.values)).toContain(ambiguousWord);
    expect(t(first.refusal.key, first.refusal.values)).toContain('100 000');
    expect(t(first.refusal.key, first.refusal.values)).toContain('100,00');
  });
});
