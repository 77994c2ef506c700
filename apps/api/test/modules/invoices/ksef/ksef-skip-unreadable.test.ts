// Each file of an upload judged on its own (FORMATS §3): without skipUnreadable any refusal refuses the upload;
// with it the readable files are read and the others listed with their reasons, unless a limit of the whole
// upload is passed or nothing is readable. The same invoice twice in one upload is the second file's error.
import { describe, expect, it } from 'vitest';
import { MAX_KSEF_ERRORS, MAX_KSEF_XML_BYTES } from '../../../../src/modules/invoices/sources/ksef/ksef-limits.ts';
import { readKsefFiles, type KsefFile } from '../../../../src/modules/invoices/sources/ksef/read-ksef-files.ts';
import { faInvoice, fixture, headerParts, zeros, zipOf } from './ksef-test-files.ts';

const invoice = (number: string, date = '2026-03-05') => Buffer.from(faInvoice({ header: headerParts.replace('FV/2026/03/99', number).replace('2026-03-05', date) }));
const ksefNumber = '1132853869-20260305-0100001AF629-0D';
const files = (...entries: [string, Buffer][]): KsefFile[] => entries.map(([fileName, bytes]) => ({ fileName, bytes }));
const read = (upload: KsefFile[], skipUnreadable: boolean) => readKsefFiles(upload, { skipUnreadable });

describe('an upload with a file that cannot be read', () => {
  const upload = files(['good.xml', invoice('FV/1')], ['bad.xml', fixture('wrong-namespace.xml')], ['also-good.xml', invoice('FV/2')]);

  it('is refused whole by default, every error naming its file', async () => {
    expect(await read(upload, false)).toEqual({ ok: false, errors: [expect.objectContaining({ propertyName: 'file: bad.xml', key: 'ksef.namespace' })] });
  });

  it('with skipUnreadable, answers the readable invoices and lists the other file with its reasons', async () => {
    const result = await read(upload, true);
    expect(result.ok && result.invoices.map((item) => [item.fileLabel, item.invoiceNumber, item.taxId, item.invoiceDate, item.lines.length])).toEqual([
      ['good.xml', 'FV/1', '1132853869', '2026-03-05', 1],
      ['also-good.xml', 'FV/2', '1132853869', '2026-03-05', 1],
    ]);
    expect(result.ok && result.skipped).toEqual([expect.objectContaining({ propertyName: 'file: bad.xml', key: 'ksef.namespace' })]);
  });

  it('with skipUnreadable, leaves out a ZIP entry that cannot be read and keeps its neighbours', async () => {
    const zip = await zipOf([
      { name: 'a.xml', data: invoice('FV/1') },
      { name: 'b.xml', data: Buffer.from('<Faktura>') },
      { name: 'c.xml', data: invoice('FV/3') },
    ]);
    const result = await read(files(['march.zip', zip]), true);
    expect(result.ok && result.invoices.map((item) => item.fileLabel)).toEqual(['march.zip/a.xml', 'march.zip/c.xml']);
    expect(result.ok && result.skipped.map((message) => message.propertyName)).toEqual(['file: march.zip/b.xml']);
  });

  it('is refused when no file can be read, even with skipUnreadable', async () => {
    expect(await read(files(['bad.xml', Buffer.from('not xml')], ['empty.xml', Buffer.alloc(0)]), true)).toEqual({
      ok: false,
      errors: [
        { propertyName: 'file: bad.xml', key: 'ksef.notXml' },
        { propertyName: 'file: empty.xml', key: 'ksef.empty' },
      ],
    });
  });
});

describe('limits of the whole upload refuse it even with skipUnreadable', () => {
  it(`more than ${MAX_KSEF_ERRORS} errors`, async () => {
    const upload = [...files(['good.xml', invoice('FV/1')]), ...Array.from({ length: MAX_KSEF_ERRORS + 5 }, (_, index) => ({ fileName: `bad-${index}.xml`, bytes: Buffer.from('x') }))];
    const result = await read(upload, true);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.at(-1)).toEqual({ propertyName: `file: bad-${MAX_KSEF_ERRORS}.xml`, key: 'ksef.tooManyErrors', params: { maximum: MAX_KSEF_ERRORS } });
  });

  it('a ZIP that cannot be opened', async () => {
    const zip = await zipOf([{ name: 'a.xml', data: invoice('FV/2') }]);
    const result = await read(files(['good.xml', invoice('FV/1')], ['cut.zip', zip.subarray(0, zip.length - 10)]), true);
    expect(result).toEqual({ ok: false, errors: [{ propertyName: 'file: cut.zip', key: 'ksef.zip.broken' }] });
  });

  it('an entry past the size limit (what follows it in the ZIP was never read)', async () => {
    const zip = await zipOf([
      { name: 'a.xml', data: invoice('FV/1') },
      { name: 'huge.xml', data: zeros(MAX_KSEF_XML_BYTES + 1) },
      { name: 'c.xml', data: invoice('FV/3') },
    ]);
    const result = await read(files(['big.zip', zip]), true);
    expect(result).toEqual({ ok: false, errors: [expect.objectContaining({ propertyName: 'file: big.zip/huge.xml', key: 'ksef.zip.entryTooLarge' })] });
  });
});

describe('the same invoice twice in one upload', () => {
  it('is the second file’s error naming the first: same KSeF number, whatever the content', async () => {
    const upload = files([`${ksefNumber}.xml`, invoice('FV/1')], ['again.zip', await zipOf([{ name: `${ksefNumber.toLowerCase()}.xml`, data: invoice('FV/1-bis') }])]);
    expect(await read(upload, false)).toEqual({
      ok: false,
      errors: [{ propertyName: `file: again.zip/${ksefNumber.toLowerCase()}.xml`, key: 'ksef.duplicateInvoice', params: { invoiceNumber: 'FV/1-bis', file: `${ksefNumber}.xml` } }],
    });
  });

  it('is the second file’s error: same seller, number and date; another date is another invoice', async () => {
    const upload = files(['a.xml', invoice('FV/1')], ['b.xml', invoice('FV/1', '2026-04-05')], ['c.xml', invoice('FV/1')]);
    const result = await read(upload, true);
    expect(result.ok && result.invoices.map((item) => item.fileLabel)).toEqual(['a.xml', 'b.xml']);
    expect(result.ok && result.skipped).toEqual([{ propertyName: 'file: c.xml', key: 'ksef.duplicateInvoice', params: { invoiceNumber: 'FV/1', file: 'a.xml' } }]);
  });
  it('is not two documents with different KSeF numbers, whatever their seller, number and date say', async () => {
    const other = '1132853869-20260306-0200A0D6723E-92';
    const upload = files([`${ksefNumber}.xml`, invoice('FV/1')], [`${other}.xml`, invoice('FV/1')], ['unnamed.xml', invoice('FV/1')]);
    const result = await read(upload, true);
    expect(result.ok && result.invoices.map((item) => item.ksefNumber)).toEqual([ksefNumber, other]);
    // Without a number of its own, the third is the same invoice as the first by seller, number and date.
    expect(result.ok && result.skipped).toEqual([{ propertyName: 'file: unnamed.xml', key: 'ksef.duplicateInvoice', params: { invoiceNumber: 'FV/1', file: `${ksefNumber}.xml` } }]);
  });
});

describe('files that are no invoice', () => {
  it('are left out and listed, never refused, in either mode', async () => {
    const zip = await zipOf([
      { name: 'fv.xml', data: invoice('FV/1') },
      { name: 'scan.pdf', data: Buffer.from('%PDF-1.7') },
    ]);
    for (const skipUnreadable of [false, true]) {
      expect(await read(files(['p.zip', zip]), skipUnreadable)).toEqual({
        ok: true,
        invoices: [expect.objectContaining({ fileLabel: 'p.zip/fv.xml' })],
        skipped: [{ propertyName: 'file: p.zip/scan.pdf', key: 'ksef.zip.notXml' }],
      });
    }
  });
});
