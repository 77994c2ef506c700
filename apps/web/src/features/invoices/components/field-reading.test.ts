import { beforeAll, describe, expect, it } from 'vitest';
import { readingSources, type FieldReading } from '@leasedesk/contract';
import i18n from '../../../lib/i18n';
import { storedLineOf } from '../test/invoice-lines';
import { bankAccountText, readingCounts, readingLook, readingOf, shownReading } from './field-reading';
import { readingInputStyle } from './reading-note';

const derived: FieldReading[] = readingSources.map((from) => ({ state: 'derived', from }));
const toCheck: FieldReading[] = [...derived, { state: 'missing' }, { state: 'disagrees', printed: 11_685, sum: 11_600 }];
const words = (reading: FieldReading, language: 'en' | 'pl') => {
  const look = readingLook(reading);
  return i18n.getFixedT(language)(look.wordsKey, { printed: look.amounts?.printed, sum: look.amounts?.sum });
};

describe('what the PDF reader made of a field, in words', () => {
  // Polish comes as the language is chosen
  beforeAll(() => i18n.loadLanguages('pl'));

  it('says each state, and for a derived value what it came from, in English and Polish', () => {
    expect(words({ state: 'read' }, 'en')).toBe('Read from the PDF');
    expect(words({ state: 'derived', from: 'vatSummary' }, 'en')).toBe("Derived: VAT from the document's VAT summary");
    expect(words({ state: 'derived', from: 'netPlusVat' }, 'en')).toBe('Derived: gross = net + VAT');
    expect(words({ state: 'derived', from: 'invoiceDate' }, 'en')).toBe('Derived: taken as the issue date');
    expect(words({ state: 'missing' }, 'en')).toBe('Missing: not found in the PDF, check it');
    expect(words({ state: 'corrected' }, 'en')).toBe('Corrected by hand');
    expect(words({ state: 'disagrees', printed: 100, sum: 90 }, 'en')).toBe('Check: the PDF prints 100, its positions add up to 90');
    expect(words({ state: 'read' }, 'pl')).toBe('Odczytane z PDF');
    expect(words({ state: 'derived', from: 'vatSummary' }, 'pl')).toBe('Wyliczone: VAT z podsumowania VAT dokumentu');
    expect(words({ state: 'missing' }, 'pl')).toBe('Brak: nie znaleziono w PDF, sprawdź');
  });

  it('has its own words for every source, in both languages', () => {
    for (const language of ['en', 'pl'] as const) {
      const texts = derived.map((reading) => words(reading, language));
      // a key without a text would come back as the key itself
      for (const text of texts) expect(text).not.toMatch(/^invoices\./);
      expect(new Set(texts).size).toBe(readingSources.length);
    }
  });

  it('never shows a derived, missing or disagreeing value as a read one: other words, another tone, a dashed frame', () => {
    const read = readingLook({ state: 'read' });
    for (const language of ['en', 'pl'] as const) {
      for (const reading of toCheck) {
        const look = readingLook(reading);
        expect(look.tone).not.toBe(read.tone);
        expect(look.border).toBe('dashed');
        expect(readingInputStyle(reading)).toMatchObject({ borderStyle: 'dashed' });
        expect(words(reading, language)).not.toBe(words({ state: 'read' }, language));
        // the state is in the words themselves, not only in the colour
        expect(words(reading, language)).toMatch(language === 'en' ? /^(Derived|Missing|Check):/ : /^(Wyliczone|Brak|Sprawdź):/);
      }
    }
    expect(readingInputStyle({ state: 'read' })).toBeUndefined();
  });

  it('reads a line’s reading of a field; nothing for a line no reader read or a field it said nothing of', () => {
    const line = storedLineOf({ isPdfBased: true, fieldReadings: { positionVatAmountPln: { state: 'derived', from: 'vatSummary' } } });
    expect(readingOf(line, 'positionVatAmountPln')).toEqual({ state: 'derived', from: 'vatSummary' });
    expect(readingOf(line, 'taxId')).toBeNull();
    expect(readingOf(storedLineOf(), 'taxId')).toBeNull();
    expect(readingOf(undefined, 'taxId')).toBeNull();
  });

  it('a value edited in the grid is shown as corrected; a field without a reading stays without one', () => {
    expect(shownReading({ state: 'missing' }, true)).toEqual({ state: 'corrected' });
    expect(shownReading({ state: 'missing' }, false)).toEqual({ state: 'missing' });
    expect(shownReading(null, true)).toBeNull();
  });

  it('counts the invoice’s readings, a disagreeing total with the missing; nothing for lines without readings', () => {
    const lines = [
      storedLineOf({ fieldReadings: { taxId: { state: 'read' }, positionVatAmountPln: { state: 'derived', from: 'vatSummary' }, paymentDate: { state: 'missing' } } }),
      storedLineOf({ fieldReadings: { taxId: { state: 'read' }, invoiceGrossAmountPln: { state: 'disagrees', printed: 1, sum: 2 }, paymentDate: { state: 'corrected' } } }),
    ];
    expect(readingCounts(lines)).toEqual({ read: 2, derived: 1, missing: 2, corrected: 1 });
    expect(readingCounts([storedLineOf()])).toBeNull();
  });

  it('writes a bank account as banks print it', () => {
    expect(bankAccountText('61109010140000071219812874')).toBe('61 1090 1014 0000 0712 1981 2874');
    expect(bankAccountText('PL61 1090 1014 0000 0712 1981 2874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(bankAccountText('DE89370400440532013000')).toBe('DE89370400440532013000');
  });
});
