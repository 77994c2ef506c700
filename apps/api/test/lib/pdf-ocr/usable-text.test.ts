import { describe, expect, it } from 'vitest';
import { startsLikePdf } from '../../../src/lib/pdf-ocr/pdf-header.ts';
import { isUsableTextLayer } from '../../../src/lib/pdf-ocr/usable-text.ts';

describe('isUsableTextLayer', () => {
  it('takes a page of real text', () => {
    expect(isUsableTextLayer(['Faktura VAT nr FV/1/2025', 'Do zapłaty: 100,00'])).toBe(true);
  });

  it('refuses next to no text (a scanner stamp), glyphs without a Unicode map and one character over and over', () => {
    expect(isUsableTextLayer(['Skan 1/1'])).toBe(false);
    expect(isUsableTextLayer(['\ufffd'.repeat(40)])).toBe(false);
    expect(isUsableTextLayer(['\ue001\ue002\ue003\ue004\ue005\ue006\ue007'.repeat(5)])).toBe(false);
    expect(isUsableTextLayer(['........................................'])).toBe(false);
  });
});

describe('startsLikePdf', () => {
  it('wants %PDF- at the start, after optional whitespace or a byte order mark', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(startsLikePdf(bytes('%PDF-1.7\n'))).toBe(true);
    expect(startsLikePdf(bytes('\r\n  %PDF-1.4'))).toBe(true);
    expect(startsLikePdf(bytes('\ufeff%PDF-1.4'))).toBe(true);
    expect(startsLikePdf(bytes('%PDF'))).toBe(false);
    expect(startsLikePdf(bytes('<html>%PDF-1.4'))).toBe(false);
    expect(startsLikePdf(new Uint8Array())).toBe(false);
  });
});
