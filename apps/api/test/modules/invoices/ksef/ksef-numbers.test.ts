// The KSeF number of each invoice (FORMATS §3): from a file named by it, or from KSeF's export package
// (`{ksefNumber}.xml` files and `_metadata.json`); the package's other files are left out, never refused.
import { describe, expect, it } from 'vitest';
import { crc8, ksefNumberOfFileName, parseKsefNumber } from '../../../../src/modules/invoices/sources/ksef/ksef-number.ts';
import { readKsefFiles } from '../../../../src/modules/invoices/sources/ksef/read-ksef-files.ts';
import { faInvoice, headerParts, invoicesOf, readOne, zipOf } from './ksef-test-files.ts';

// ksef-docs' own examples (faktury/numer-ksef.md, the UPO example, open-api.json), check sums included.
const documented = ['5265877635-20250826-0100001AF629-AF', '5265877635-20250916-0200A0D6723E-C2', '5555555555-20250828-010080615740-E4'];
// Numbers of the seller 1132853869 (the fixtures' lessor), check sums computed.
const first = '1132853869-20260305-0100001AF629-0D';
const second = '1132853869-20260306-0200A0D6723E-92';

const invoice = (number: string, date = '2026-03-05') => Buffer.from(faInvoice({ header: headerParts.replace('FV/2026/03/99', number).replace('2026-03-05', date) }));
const metadataOf = (invoices: unknown[]) => Buffer.from(JSON.stringify({ invoices }));
const entry = (ksefNumber: string, invoiceNumber: string, issueDate = '2026-03-05', nip = '1132853869') => ({
  ksefNumber,
  invoiceNumber,
  issueDate,
  seller: { nip, name: 'Leasing Północ Sp. z o.o.' },
  netAmount: 100,
  invoiceType: 'Vat',
});

describe('the KSeF number’s shape and check sum', () => {
  it.each(documented)('accepts %s (CRC-8, polynomial 0x07, of its first 32 characters)', (number) => {
    expect(parseKsefNumber(number)).toEqual({ kind: 'number', ksefNumber: number });
    expect(crc8(number.slice(0, 32))).toBe(number.slice(33));
  });

  it('checks our own numbers the same way', () => {
    expect([first, second].map((number) => parseKsefNumber(number).kind)).toEqual(['number', 'number']);
  });

  it('takes hexadecimal digits in either case, and answers them upper case as KSeF writes them', () => {
    expect(parseKsefNumber(documented[0]?.toLowerCase() ?? '')).toEqual({ kind: 'number', ksefNumber: documented[0] });
  });

  it.each([
    ['a wrong check sum', '5265877635-20250826-0100001AF629-AE', 'badChecksum'],
    ['KSeF 1.0’s 36 characters', '9999999999-20251215-A1B2C3-D4E5F6-AB', 'none'],
    ['a month 13', '5265877635-20251326-0100001AF629-AF', 'none'],
    ['a letter past F', '5265877635-20250826-0100001AG629-AF', 'none'],
    ['an invoice number', 'FV-2026-03-12', 'none'],
  ])('tells %s apart', (_, text, kind) => {
    expect(parseKsefNumber(text).kind).toBe(kind);
  });

  it('reads it from a file’s name (`<number>.xml`, any case, in a ZIP or not), never from another name', () => {
    expect(ksefNumberOfFileName(`${first}.xml`)).toEqual({ kind: 'number', ksefNumber: first });
    expect(ksefNumberOfFileName(`march.zip/${first.toLowerCase()}.XML`)).toEqual({ kind: 'number', ksefNumber: first });
    expect(ksefNumberOfFileName(`${first} (1).xml`).kind).toBe('none');
    expect(ksefNumberOfFileName(first).kind).toBe('none');
  });
});

describe('invoices named by their KSeF number', () => {
  it('carry it on every line; others have none', async () => {
    const read = await readKsefFiles(
      [
        { fileName: `${first}.xml`, bytes: invoice('FV/1') },
        { fileName: 'fv-2.xml', bytes: invoice('FV/2') },
      ],
      { skipUnreadable: false },
    );
    expect(read.ok && read.invoices.map((item) => [item.fileLabel, item.ksefNumber, ...new Set(item.lines.map((line) => line.ksefNumber))])).toEqual([
      [`${first}.xml`, first, first],
      ['fv-2.xml', null, null],
    ]);
  });

  it('refuses a file named like a KSeF number whose check sum is wrong, rather than store a wrong number', async () => {
    const name = `${first.slice(0, 33)}00.xml`;
    expect(await readOne(invoice('FV/1'), name)).toEqual({ ok: false, errors: [{ propertyName: `file: ${name}`, key: 'ksef.ksefNumberChecksum' }] });
  });
});

describe('KSeF’s export package (a ZIP of `{ksefNumber}.xml` files and `_metadata.json`)', () => {
  it('reads the invoices with their numbers, the metadata read, an UPO and a PDF beside them left out', async () => {
    const upo = '<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3"><NumerKSeFDokumentu>x</NumerKSeFDokumentu></Potwierdzenie>';
    const zip = await zipOf([
      { name: `${first}.xml`, data: invoice('FV/1') },
      { name: `${second}.xml`, data: invoice('FV/2', '2026-03-06') },
      { name: '_metadata.json', data: metadataOf([entry(first, 'FV/1'), entry(second, 'FV/2', '2026-03-06')]) },
      { name: 'UPO.xml', data: Buffer.from(upo) },
      { name: 'FV-1.pdf', data: Buffer.from('%PDF-1.7') },
    ]);
    const read = await readOne(zip, 'package.zip');
    expect(read).toEqual({
      ok: true,
      invoices: [expect.objectContaining({ fileLabel: `package.zip/${first}.xml`, ksefNumber: first }), expect.objectContaining({ fileLabel: `package.zip/${second}.xml`, ksefNumber: second })],
      skipped: [
        { propertyName: 'file: package.zip/UPO.xml', key: 'ksef.upo' },
        { propertyName: 'file: package.zip/FV-1.pdf', key: 'ksef.zip.notXml' },
      ],
    });
  });

  it('finds the number of a renamed invoice in _metadata.json by seller NIP and invoice number, the metadata coming after it', async () => {
    const zip = await zipOf([
      { name: 'fv-1.xml', data: invoice('FV/1') },
      { name: 'fv-2.xml', data: invoice('FV/2', '2026-03-06') },
      { name: 'fv-3.xml', data: invoice('FV/3') },
      { name: '_metadata.json', data: metadataOf([entry(second, 'FV/2', '2026-03-06'), entry(first, 'FV/1'), entry(documented[0] ?? '', 'FV/3', '2026-03-05', '5265877635')]) },
    ]);
    // FV/3's entry is another seller's: not this invoice's number.
    expect((await invoicesOf(zip, 'renamed.zip')).map((item) => item.ksefNumber)).toEqual([first, second, null]);
  });

  it('tells invoices of one seller and number apart by their issue date; ambiguous, leaves the number unknown', async () => {
    const zip = await zipOf([
      { name: 'a.xml', data: invoice('FV/1', '2026-03-05') },
      { name: 'b.xml', data: invoice('FV/1', '2026-03-06') },
      { name: '_metadata.json', data: metadataOf([entry(first, 'FV/1', '2026-03-05'), entry(second, 'FV/1', '2026-03-06')]) },
    ]);
    expect((await invoicesOf(zip, 'dates.zip')).map((item) => item.ksefNumber)).toEqual([first, second]);
    const ambiguous = await zipOf([
      { name: 'a.xml', data: invoice('FV/1') },
      { name: '_metadata.json', data: metadataOf([entry(first, 'FV/1'), entry(second, 'FV/1')]) },
    ]);
    expect((await invoicesOf(ambiguous, 'ambiguous.zip')).map((item) => item.ksefNumber)).toEqual([null]);
  });

  it('prefers the file’s name to the metadata, and the metadata of its own ZIP only', async () => {
    const zip = await zipOf([
      { name: `${first}.xml`, data: invoice('FV/1') },
      { name: '_metadata.json', data: metadataOf([entry(second, 'FV/1')]) },
    ]);
    const other = await zipOf([{ name: 'fv-9.xml', data: invoice('FV/9') }]);
    const read = await readKsefFiles(
      [
        { fileName: 'a.zip', bytes: zip },
        { fileName: 'b.zip', bytes: other },
      ],
      { skipUnreadable: false },
    );
    expect(read.ok && read.invoices.map((item) => item.ksefNumber)).toEqual([first, null]);
  });

  it.each([
    ['not JSON', Buffer.from('{"invoices": [')],
    ['no invoices list', Buffer.from('{"faktury": []}')],
    ['not UTF-8', Buffer.from([0x7b, 0xff, 0x7d])],
    ['nested beyond reason', Buffer.from(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)],
    ['over 10 000 invoices', metadataOf(Array.from({ length: 10_001 }, () => entry(first, 'FV/1')))],
  ])('leaves out a _metadata.json that is %s, saying so; the numbers then come from file names', async (_, metadata) => {
    const zip = await zipOf([
      { name: `${first}.xml`, data: invoice('FV/1') },
      { name: 'fv-2.xml', data: invoice('FV/2') },
      { name: '_metadata.json', data: metadata },
    ]);
    const read = await readOne(zip, 'p.zip');
    expect(read.ok && read.invoices.map((item) => item.ksefNumber)).toEqual([first, null]);
    expect(read.ok && read.skipped).toEqual([{ propertyName: 'file: p.zip/_metadata.json', key: 'ksef.metadataUnreadable' }]);
  });

  it('is not polluted by hostile keys, and skips entries that are not KSeF numbers', async () => {
    const hostile = Buffer.from(
      `{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}, "invoices": [
        {"__proto__": {"polluted": 1}, "ksefNumber": "${first}", "invoiceNumber": "FV/1", "issueDate": "2026-03-05", "seller": {"nip": "1132853869", "__proto__": {"polluted": 1}}},
        {"ksefNumber": "not a number", "invoiceNumber": "FV/2", "seller": {"nip": "1132853869"}},
        {"ksefNumber": 42}, null, "text"
      ]}`,
    );
    const zip = await zipOf([
      { name: 'fv-1.xml', data: invoice('FV/1') },
      { name: 'fv-2.xml', data: invoice('FV/2') },
      { name: '_metadata.json', data: hostile },
    ]);
    expect((await invoicesOf(zip, 'hostile.zip')).map((item) => item.ksefNumber)).toEqual([first, null]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });
});
