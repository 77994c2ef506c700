// Bounds of one request: lines per invoice, lines in all, errors answered; and no input makes the reader throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_KSEF_ERRORS, MAX_KSEF_INVOICE_LINES, MAX_KSEF_LINES } from '../../../../src/modules/invoices/sources/ksef/ksef-limits.ts';
import { readKsefFiles } from '../../../../src/modules/invoices/sources/ksef/read-ksef-files.ts';
import { errorsOf, faInvoice, fixture, headerParts, linesOf, zipOf } from './ksef-test-files.ts';

const rows = (count: number) => Array.from({ length: count }, (_, index) => `<NrWierszaFa>${index + 1}</NrWierszaFa><P_11>1.00</P_11><P_12>23</P_12>`);

describe('bounds of a request', () => {
  it(`takes an invoice of ${MAX_KSEF_INVOICE_LINES} lines (what the correction screen takes back) and refuses one more`, async () => {
    expect(await linesOf(faInvoice({ rows: rows(MAX_KSEF_INVOICE_LINES) }))).toHaveLength(MAX_KSEF_INVOICE_LINES);
    expect(await errorsOf(faInvoice({ rows: rows(MAX_KSEF_INVOICE_LINES + 1) }))).toEqual([
      { propertyName: 'file: invoice.xml', key: 'ksef.tooManyInvoiceLines', params: { maximum: MAX_KSEF_INVOICE_LINES } },
    ]);
  });

  it(`stops past ${MAX_KSEF_LINES} lines in all, naming the file that passed them`, async () => {
    const perInvoice = MAX_KSEF_INVOICE_LINES;
    const invoices = MAX_KSEF_LINES / perInvoice + 1;
    const files = Array.from({ length: invoices }, (_, index) => ({
      name: `fv-${index}.xml`,
      data: Buffer.from(faInvoice({ header: headerParts.replace('FV/2026/03/99', `FV/${index}`), rows: rows(perInvoice) })),
    }));
    expect(await errorsOf(await zipOf(files), 'year.zip')).toEqual([
      { propertyName: `file: year.zip/fv-${invoices - 1}.xml`, key: 'ksef.tooManyLines', params: { maximum: MAX_KSEF_LINES } },
    ]);
  });

  it(`answers at most ${MAX_KSEF_ERRORS} errors and says reading stopped`, async () => {
    const files = Array.from({ length: MAX_KSEF_ERRORS + 20 }, (_, index) => ({ fileName: `bad-${index}.xml`, bytes: Buffer.from('not xml') }));
    const read = await readKsefFiles(files, { skipUnreadable: false });
    expect(read.ok).toBe(false);
    const errors = read.ok ? [] : read.errors;
    expect(errors).toHaveLength(MAX_KSEF_ERRORS + 1);
    expect(errors.at(-1)).toEqual({ propertyName: `file: bad-${MAX_KSEF_ERRORS}.xml`, key: 'ksef.tooManyErrors', params: { maximum: MAX_KSEF_ERRORS } });
  });
});

describe('hostile bytes', () => {
  const clean = fixture('fa3-pln.xml');

  it('never throws on a damaged invoice: lines or errors naming the file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(clean.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }), fc.nat(clean.length), async (flips, cut) => {
        const bytes = Buffer.from(clean.subarray(0, cut));
        for (const [at, value] of flips) if (at < bytes.length) bytes[at] = value;
        const read = await readKsefFiles([{ fileName: 'fuzz.xml', bytes }], { skipUnreadable: false });
        if (!read.ok) for (const error of read.errors) expect(error.propertyName).toBe('file: fuzz.xml');
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on a damaged ZIP', async () => {
    const zip = await zipOf([
      { name: 'a.xml', data: clean },
      { name: 'b.xml', data: fixture('fa2-eur.xml') },
    ]);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(zip.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }), async (flips) => {
        const bytes = Buffer.from(zip);
        for (const [at, value] of flips) bytes[Math.max(at, 4)] = value;
        const read = await readKsefFiles([{ fileName: 'fuzz.zip', bytes }], { skipUnreadable: false });
        if (!read.ok) for (const error of read.errors) expect(error.propertyName.startsWith('file: fuzz.zip')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
