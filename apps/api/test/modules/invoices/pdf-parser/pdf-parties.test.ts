// The seller (the lessor) and its NIP: stacked or side by side with the buyer, text layer or OCR.

import { describe, expect, it } from 'vitest';
import { firstLineOf, sellerNip } from './pdf-parser-support.ts';

const withParties = (parties: string[]) => {
  const { contractorName, taxId } = firstLineOf({ parties });
  return { contractorName, taxId };
};
/** A text-layer line of two columns, the right one starting at `at` (under its label). */
const columns = (left: string, right: string, at = 40) => `${left.padEnd(at)}${right}`;

describe('the seller’s NIP', () => {
  it.each([
    ['NIP: 113-285-38-69'],
    ['NIP 1132853869'],
    ['NIP: 113 285 38 69'],
    ['NIP: 113-28-53-869'],
    ['NIP: PL1132853869'],
    ['NIP: PL 113-285-38-69'],
    ['NIP UE: PL1132853869'],
    ['nip:1132853869'],
    ['N1P: 113-285-38-69'],
    ['NIP: 1l3-285-38-69'],
    ['NIP: 113-285-38-69, REGON 012345678'],
    ['NIP: 113-285-38-69 lok. 5'],
  ])('%s', (nip) => {
    expect(withParties(['Sprzedawca:', 'Północ Leasing Sp. z o.o.', nip, 'Nabywca:', 'Najemca Żółty S.A.', 'NIP: 526-025-02-74'])).toEqual({
      contractorName: 'Północ Leasing Sp. z o.o.',
      taxId: sellerNip,
    });
  });

  it('reads OCR’s O for 0 in a NIP', () => {
    expect(withParties(['Sprzedawca:', 'Firma A Sp. z o.o.', 'NIP: 526-OOO-12-46']).taxId).toBe('5260001246');
    expect(withParties(['Sprzedawca:', 'Firma A Sp. z o.o.', 'NIP: 526-ooo-12-46']).taxId).toBe('5260001246');
  });

  it.each([
    ['NIP: 113-285-38-68', 'a checksum that fails'],
    ['NIP: 11328538691', 'eleven digits'],
    ['NIP: 113-285-38-6', 'nine digits'],
    ['NIP: 113-285-38-69 7', 'a digit after the tenth'],
    ['NIP: nieczytelny', 'no digits'],
  ])('%s (%s) is null, the name still read', (nip) => {
    expect(withParties(['Sprzedawca:', 'Północ Leasing Sp. z o.o.', nip])).toEqual({ contractorName: 'Północ Leasing Sp. z o.o.', taxId: null });
  });
});

describe('the seller’s name', () => {
  it.each([
    [['Sprzedawca:', 'Północ Leasing Sp. z o.o.']],
    [['Sprzedawca: Północ Leasing Sp. z o.o.']],
    [['Sprzedawca:    Północ Leasing Sp. z o.o.']],
    [['SPRZEDAWCA', 'Północ Leasing Sp. z o.o.']],
    [['Sprzedawca', '', 'Północ Leasing Sp. z o.o.']],
    [['Sprzedający:', 'Północ Leasing Sp. z o.o.']],
    [['Sprzedajacy: Północ Leasing Sp. z o.o.']],
    [['Sprzedawca: Północ Leasing Sp. z o.o., NIP 113-285-38-69']],
    [['Sprzedawca:', 'Północ Leasing Sp. z o.o.      Data sprzedaży: 05.03.2025']],
  ])('%j', (parties) => {
    expect(withParties([...parties, 'NIP: 113-285-38-69'])).toEqual({ contractorName: 'Północ Leasing Sp. z o.o.', taxId: sellerNip });
  });

  it('keeps Polish letters as read, and a legal form printed on the line below the name', () => {
    expect(withParties(['Sprzedawca:', 'Łódzkie Zakłady Leasingowe Sp. z o.o.', 'NIP: 526-000-12-46']).contractorName).toBe('Łódzkie Zakłady Leasingowe Sp. z o.o.');
    expect(withParties(['Sprzedawca:', 'Łódzkie Zakłady Leasingowe', 'Sp. z o.o.', 'ul. Piotrkowska 1', 'NIP: 526-000-12-46'])).toEqual({
      contractorName: 'Łódzkie Zakłady Leasingowe Sp. z o.o.',
      taxId: '5260001246',
    });
    expect(withParties(['Sprzedawca:', 'ŻÓŁTA ŚWINKA LEASING S.A.']).contractorName).toBe('ŻÓŁTA ŚWINKA LEASING S.A.');
  });

  it('has no name when the line after the label is its NIP, and no seller when no seller label is printed', () => {
    expect(withParties(['Sprzedawca:', 'NIP: 113-285-38-69'])).toEqual({ contractorName: null, taxId: sellerNip });
    expect(withParties(['Nabywca:', 'Najemca Żółty S.A.', 'NIP: 526-025-02-74'])).toEqual({ contractorName: null, taxId: null });
  });

  it('takes a sentence that starts with the word for no label', () => {
    expect(withParties(['Sprzedawca jest czynnym podatnikiem VAT.', 'Sprzedawca:', 'Północ Leasing Sp. z o.o.', 'NIP: 113-285-38-69'])).toEqual({
      contractorName: 'Północ Leasing Sp. z o.o.',
      taxId: sellerNip,
    });
  });
});

describe('seller and buyer', () => {
  const seller = { contractorName: 'Firma A Sp. z o.o.', taxId: '5260001246' };

  it('stacked, the buyer first', () => {
    expect(withParties(['Nabywca:', 'Firma B S.A.', 'NIP 725-185-03-43', 'Sprzedawca:', 'Firma A Sp. z o.o.', 'NIP 526-000-12-46'])).toEqual(seller);
  });

  it('side by side in text-layer columns, the seller on either side', () => {
    expect(withParties([columns('Sprzedawca:', 'Nabywca:'), columns('Firma A Sp. z o.o.', 'Firma B S.A.'), columns('ul. Długa 1', 'ul. Krótka 2'), columns('NIP 526-000-12-46', 'NIP 725-185-03-43')])).toEqual(seller);
    expect(withParties([columns('Nabywca:', 'Sprzedawca:'), columns('Firma B S.A.', 'Firma A Sp. z o.o.'), columns('NIP 725-185-03-43', 'NIP 526-000-12-46')])).toEqual(seller);
  });

  it('side by side in columns, a column empty on a line: an indented run keeps its column, an unindented one is nobody’s for sure', () => {
    expect(withParties([columns('Sprzedawca:', 'Nabywca:'), columns('Firma A Sp. z o.o.', 'Firma B S.A.'), columns('', 'NIP 725-185-03-43'), columns('NIP 526-000-12-46', 'REGON 012345678')])).toEqual(seller);
    // A reader that drops the indentation leaves `NIP 725-185-03-43` alone at the left edge: it could be either party's.
    expect(withParties([columns('Sprzedawca:', 'Nabywca:'), columns('Firma A Sp. z o.o.', 'Firma B S.A.'), 'NIP 725-185-03-43'])).toEqual({ contractorName: 'Firma A Sp. z o.o.', taxId: null });
  });

  it('side by side as a reader that joins a line’s runs by two spaces gives it (no indentation kept)', () => {
    expect(withParties(['Sprzedawca:  Nabywca:', 'Firma A Sp. z o.o.  Firma B S.A.', 'ul. Długa 1  ul. Krótka 2', 'NIP 526-000-12-46  NIP 725-185-03-43'])).toEqual(seller);
    expect(withParties(['Nabywca:  Sprzedawca:', 'Przedsiębiorstwo Handlowe Najemca S.A.  Firma A Sp. z o.o.', 'NIP 725-185-03-43  NIP 526-000-12-46'])).toEqual(seller);
  });

  it('side by side on the label’s line', () => {
    expect(withParties(['Sprzedawca: Firma A Sp. z o.o.    Nabywca: Firma B S.A.', 'NIP 526-000-12-46    NIP 725-185-03-43'])).toEqual(seller);
  });

  it('side by side with single spaces (OCR): split after the first legal form and at the second NIP', () => {
    expect(withParties(['Sprzedawca: Nabywca:', 'Firma A Sp. z o.o. Firma B S.A.', 'NIP 526-000-12-46 NIP 725-185-03-43'])).toEqual(seller);
    expect(withParties(['Nabywca: Sprzedawca:', 'Firma B S.A. Firma A Sp. z o.o.', 'NIP: 725-185-03-43 NIP: 526-OOO-12-46'])).toEqual(seller);
  });

  it('side by side with single spaces, where the split is not sure: null rather than half a name or the buyer’s NIP', () => {
    expect(withParties(['Nabywca: Sprzedawca:', 'Jan Kowalski Firma A Sp. z o.o.', 'NIP 526-000-12-46'])).toEqual({ contractorName: null, taxId: null });
  });
});
