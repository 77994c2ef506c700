import { describe, expect, it } from 'vitest';
import { lineRateCode, optimaRate, rateLabel } from '../../../src/modules/invoices/handoff/line-vat-rate.ts';
import { optimaAmount } from '../../../src/modules/invoices/handoff/optima-xml.ts';
import { nameBasedGuid } from '../../../src/modules/invoices/handoff/source-guid.ts';
import { xmlText } from '../../../src/modules/invoices/handoff/xml-text.ts';
import { parseXmlTree } from '../../../src/modules/invoices/sources/ksef/ksef-xml-tree.ts';

/** The Optima file's notation, piece by piece: text, amounts, rates and ids as the register reads them. */
describe('text in the Optima XML', () => {
  const roundTrip = (value: string) => {
    const tree = parseXmlTree(`<?xml version="1.0" encoding="UTF-8"?><ROOT><NAZWA1>${xmlText(value)}</NAZWA1></ROOT>`);
    if (!tree.ok) throw new Error(JSON.stringify(tree.problem));
    return tree.root.children[0]?.text;
  };

  it('escapes markup and reads back as stored', () => {
    expect(xmlText('<x>&"\'')).toBe('&lt;x&gt;&amp;&quot;\'');
    expect(roundTrip('Leasing <x>&"\' Sp. z o.o. ąćęłńóśźż 😀')).toBe('Leasing <x>&"\' Sp. z o.o. ąćęłńóśźż 😀');
    expect(roundTrip('&amp; stays text')).toBe('&amp; stays text');
  });

  it('drops what XML 1.0 cannot hold (C0 controls but tab and line ends, lone surrogates, U+FFFE, U+FFFF) and keeps a carriage return', () => {
    const controls = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter((c) => !'\t\n\r'.includes(c)).join('');
    expect(xmlText(`a${controls}b\uD800c\uDFFFd\uFFFE\uFFFFe`)).toBe('abcde');
    expect(xmlText('tab\tline\nend')).toBe('tab\tline\nend');
    expect(xmlText('a\rb')).toBe('a&#13;b');
    expect(roundTrip(`one${controls}\r\ntwo`)).toBe('one\r\ntwo');
  });
});

describe('amounts, rates and ids', () => {
  it('writes cents with a point and two decimals, no grouping', () => {
    expect([0, 5, -50, 123_456_789, -123_456_789, 100].map(optimaAmount)).toEqual(['0.00', '0.05', '-0.50', '1234567.89', '-1234567.89', '1.00']);
  });

  it('maps each rate the invoice states to Optima’s percent and status', () => {
    const cases: [string | null, number | null, number, string][] = [
      ['23', 0.23, 23, 'opodatkowana'],
      ['8', 0.08, 8, 'opodatkowana'],
      ['0 KR', 0, 0, 'opodatkowana'],
      ['0 WDT', 0, 0, 'opodatkowana'],
      ['0 EX', 0, 0, 'opodatkowana'],
      ['zw', 0, 0, 'zwolniona'],
      ['np I', 0, 0, 'nie podlega'],
      ['np II', 0, 0, 'nie podlega'],
      ['oo', 0, 0, 'nie podlega'],
      [null, 0.05, 5, 'opodatkowana'],
    ];
    for (const [code, fraction, percent, status] of cases) expect(optimaRate(code, fraction), String(code)).toEqual({ percent, status });
  });

  it('names a rate by the invoice’s code, else by its percent; a bare 0 says only 0', () => {
    expect(lineRateCode({ vatRate: 0.23, vatRateCode: '23' })).toBe('23');
    expect(lineRateCode({ vatRate: 0, vatRateCode: 'np I' })).toBe('np I');
    expect(lineRateCode({ vatRate: 0.08, vatRateCode: null })).toBe('8');
    expect(lineRateCode({ vatRate: 0, vatRateCode: null })).toBe('0');
    expect(lineRateCode({ vatRate: null, vatRateCode: null })).toBeNull();
    expect(['23', '0', '0 KR', 'zw', 'np II'].map(rateLabel)).toEqual(['23 %', '0 %', '0 KR', 'zw', 'np II']);
  });

  it('derives the same GUID from the same name, another from another', () => {
    expect(nameBasedGuid('invoice/1/10')).toBe(nameBasedGuid('invoice/1/10'));
    expect(nameBasedGuid('invoice/1/10')).not.toBe(nameBasedGuid('invoice/2/10'));
    expect(nameBasedGuid('invoice/1/10')).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
  });
});
