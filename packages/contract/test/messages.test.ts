import { describe, expect, it } from 'vitest';
import { formatMessage, isMessageKey, messageCatalogs } from '../src/index.ts';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const stemsOf = (catalog: Readonly<Record<string, string>>) => new Set(Object.keys(catalog).map((key) => key.replace(pluralSuffix, '')));

describe('message catalogs', () => {
  it('word every key in both languages', () => {
    const en = stemsOf(messageCatalogs.en);
    const pl = stemsOf(messageCatalogs.pl);
    expect([...en].filter((key) => !pl.has(key)), 'keys without Polish').toEqual([]);
    expect([...pl].filter((key) => !en.has(key)), 'keys without English').toEqual([]);
    for (const [language, catalog] of Object.entries(messageCatalogs)) {
      for (const [key, text] of Object.entries(catalog)) expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('give every counted message the plural forms its language needs', () => {
    const needed = { en: ['one', 'other'], pl: ['one', 'few', 'many', 'other'] } as const;
    for (const language of ['en', 'pl'] as const) {
      const catalog = messageCatalogs[language];
      const counted = new Set(Object.keys(catalog).filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, '')));
      for (const stem of counted) for (const form of needed[language]) expect(catalog, `${language} ${stem}_${form}`).toHaveProperty([`${stem}_${form}`]);
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    const stem = (key: string) => key.replace(pluralSuffix, '');
    const allOf = (catalog: Readonly<Record<string, string>>, key: string) =>
      [...new Set(Object.entries(catalog).filter(([k]) => stem(k) === key).flatMap(([, text]) => placeholders(text)))].sort();
    for (const key of stemsOf(messageCatalogs.en)) expect(allOf(messageCatalogs.pl, key), key).toEqual(allOf(messageCatalogs.en, key));
  });
});

describe('formatMessage', () => {
  it('words a key in the language asked for', () => {
    expect(formatMessage('en', 'validation.required')).toBe('Required');
    expect(formatMessage('pl', 'validation.required')).toBe('Pole wymagane');
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('Required')).toBe(false);
  });

  it('writes money, numbers, dates and percents as the screen does', () => {
    expect(formatMessage('en', 'common.unexpected', { correlationId: 'req-1' })).toBe('An unexpected error occurred. Correlation id: req-1');
    expect(formatMessage('en', 'validation.date.range', { earliest: { date: '1900-01-01' }, latest: { date: '2199-12-31' } })).toBe('Enter a date from 01/01/1900 to 31/12/2199');
    expect(formatMessage('pl', 'validation.date.range', { earliest: { date: '1900-01-01' }, latest: { date: '2199-12-31' } })).toBe('Wpisz datę od 01.01.1900 do 31.12.2199');
    // The placeholder is filled whatever its type; each type has its own form.
    const shown = (param: Parameters<typeof formatMessage>[2]) => formatMessage('pl', 'validation.date.range', { ...param, latest: 'x' });
    expect(shown({ earliest: { money: -9500 } })).toBe('Wpisz datę od -9\u00a0500,00 do x');
    expect(shown({ earliest: { money: 1.005 } })).toBe('Wpisz datę od 1,01 do x');
    expect(shown({ earliest: 1234567.5 })).toBe('Wpisz datę od 1\u00a0234\u00a0567,5 do x');
    expect(shown({ earliest: { percent: 0.065 } })).toBe('Wpisz datę od 6,50\u00a0% do x');
    expect(shown({ earliest: { count: 3 } })).toBe('Wpisz datę od 3 do x');
  });

  it('never writes a number with an exponent, however large or small', () => {
    const shown = (param: Parameters<typeof formatMessage>[2]) => formatMessage('pl', 'validation.date.range', { ...param, latest: 'x' });
    const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
    expect(shown({ earliest: 1.2676506002231587e40 })).toBe(`Wpisz datę od ${group('12676506002231587000000000000000000000000')} do x`);
    expect(shown({ earliest: { money: -1.2676506002231587e40 } })).toBe(`Wpisz datę od -${group('12676506002231587000000000000000000000000')},00 do x`);
    expect(shown({ earliest: { money: 1e21 } })).toBe(`Wpisz datę od ${group('1000000000000000000000')},00 do x`);
    expect(shown({ earliest: 1e-7 })).toBe('Wpisz datę od 0,0000001 do x');
    expect(shown({ earliest: -0 })).toBe('Wpisz datę od 0 do x');
    for (const value of [1e21, 9.99e99, Number.MAX_VALUE, 5e-324, -3.5e-12]) {
      expect(shown({ earliest: value })).not.toMatch(/e[+-]?\d/i);
      expect(shown({ earliest: { money: value } })).not.toMatch(/e[+-]?\d/i);
    }
  });

  it('leaves an unknown key as it is and a missing parameter visible', () => {
    expect(formatMessage('pl', 'no.such.key' as never)).toBe('no.such.key');
    expect(formatMessage('en', 'validation.date.range', {})).toBe('Enter a date from {{earliest}} to {{latest}}');
  });
});
