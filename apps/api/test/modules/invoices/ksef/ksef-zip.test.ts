// ZIPs of KSeF XMLs: read entry by entry with the limits enforced while inflating (FORMATS §3).
import { describe, expect, it } from 'vitest';
import {
  MAX_KSEF_XML_BYTES,
  MAX_KSEF_ZIP_ENTRIES,
  MAX_KSEF_ZIP_UNCOMPRESSED_BYTES,
} from '../../../../src/modules/invoices/sources/ksef/ksef-limits.ts';
import { readKsefFiles } from '../../../../src/modules/invoices/sources/ksef/read-ksef-files.ts';
import { errorsOf, faInvoice, fixture, headerParts, linesOf, readOne, renameEntry, zeros, zipOf } from './ksef-test-files.ts';

const megabyte = 1024 * 1024;
const invoice = (number: string) => Buffer.from(faInvoice({ header: headerParts.replace('FV/2026/03/99', number) }));

describe('a ZIP of invoices', () => {
  it('reads every XML of the ZIP, told by its first bytes whatever its name', async () => {
    const zip = await zipOf([
      { name: 'fa3-pln.xml', data: fixture('fa3-pln.xml') },
      { name: 'fa2-eur.XML', data: fixture('fa2-eur.xml') },
    ]);
    const lines = await linesOf(zip, 'march.dat');
    expect(lines.map((line) => line.invoiceNumber)).toEqual(['FV/2026/03/12', 'FV/2026/03/12', 'FV/2026/03/12', 'EL/11/2025/0042', 'EL/11/2025/0042', 'EL/11/2025/0042']);
    expect(lines[4]).toMatchObject({ scheduleNumber: '2', positionVatAmountPln: 979.03 });
  });

  it('names the ZIP and the entry in each error, and reads past errors of single entries', async () => {
    const zip = await zipOf([
      { name: 'good.xml', data: invoice('FV/1') },
      { name: 'bad.xml', data: fixture('wrong-namespace.xml') },
      { name: 'xxe.xml', data: fixture('xxe-external-entity.xml') },
      { name: 'notes.txt', data: Buffer.from('hello') },
    ]);
    // FORMATS §3: a file that is not XML (notes.txt) is left out, never refused.
    expect(await errorsOf(zip, 'march.zip')).toEqual([
      { propertyName: 'file: march.zip/bad.xml', key: 'ksef.namespace', params: expect.objectContaining({ found: 'http://crd.gov.pl/wzor/2021/11/29/11089/' }) },
      { propertyName: 'file: march.zip/xxe.xml', key: 'ksef.doctype' },
    ]);
  });

  it('answers only errors when a ZIP and a good XML come together and the ZIP is wrong', async () => {
    const zip = await zipOf([{ name: 'bad.xml', data: Buffer.from('<Faktura>') }]);
    const read = await readKsefFiles([
      { fileName: 'good.xml', bytes: fixture('fa3-pln.xml') },
      { fileName: 'batch.zip', bytes: zip },
    ], { skipUnreadable: false });
    expect(read).toEqual({ ok: false, errors: [expect.objectContaining({ propertyName: 'file: batch.zip/bad.xml' })] });
  });
});

describe('entries refused or left out by their names, none of them inflated', () => {
  // yazl writes no such names: the ZIP is built with a placeholder of the same length, then renamed.
  const zipWith = async (name: string, data = invoice('FV/1')) => {
    const placeholder = 'p'.repeat(Buffer.byteLength(name));
    return renameEntry(await zipOf([{ name: placeholder, data }, { name: 'fv-2.xml', data: invoice('FV/2') }]), placeholder, name);
  };

  it.each([
    ['../evil.xml', 'ksef.zip.path'],
    ['..\\evil.xml', 'ksef.zip.path'],
    ['sub/fv.xml', 'ksef.zip.path'],
    ['/etc/x.xml', 'ksef.zip.path'],
    ['C:evil1.xml', 'ksef.zip.path'],
  ])('refuses %s (%s)', async (name, key) => {
    expect(await errorsOf(await zipWith(name), 'in.zip')).toEqual([{ propertyName: `file: in.zip/${name}`, key }]);
  });

  it.each([
    ['inner.zip', 'ksef.zip.nested'],
    ['scan.pdf', 'ksef.zip.notXml'],
    ['upo.txt', 'ksef.zip.notXml'],
  ])('leaves %s out unread (%s) and reads the invoices beside it', async (name, key) => {
    const read = await readOne(await zipWith(name), 'in.zip');
    expect(read).toEqual({ ok: true, invoices: [expect.objectContaining({ fileLabel: 'in.zip/fv-2.xml', invoiceNumber: 'FV/2' })], skipped: [{ propertyName: `file: in.zip/${name}`, key }] });
  });

  it('refuses a folder', async () => {
    const zip = await zipOf([{ directory: 'faktury' }, { name: 'fv.xml', data: invoice('FV/1') }]);
    expect(await errorsOf(zip, 'in.zip')).toEqual([{ propertyName: 'file: in.zip/faktury/', key: 'ksef.zip.directory' }]);
  });

  it('leaves out a nested ZIP told by its bytes, whatever its name, never reading into it', async () => {
    const inner = await zipOf([{ name: 'fv.xml', data: invoice('FV/1') }]);
    const zip = await zipOf([{ name: 'looks-like.xml', data: inner }]);
    expect(await errorsOf(zip, 'outer.zip')).toEqual([{ propertyName: 'file: outer.zip/looks-like.xml', key: 'ksef.zip.nested' }]);
  });
});

describe('limits enforced while reading', () => {
  it(`reads ${MAX_KSEF_ZIP_ENTRIES} entries and refuses ${MAX_KSEF_ZIP_ENTRIES + 1}`, async () => {
    const entries = Array.from({ length: MAX_KSEF_ZIP_ENTRIES + 1 }, (_, index) => ({ name: `fv-${index}.xml`, data: invoice(`FV/${index}`) }));
    expect(await linesOf(await zipOf(entries.slice(0, MAX_KSEF_ZIP_ENTRIES)), 'full.zip')).toHaveLength(MAX_KSEF_ZIP_ENTRIES);
    expect(await errorsOf(await zipOf(entries), 'over.zip')).toEqual([
      { propertyName: 'file: over.zip', key: 'ksef.zip.tooManyEntries', params: { maximum: MAX_KSEF_ZIP_ENTRIES } },
    ]);
  });

  it('refuses a ZIP bomb (3 entries of 60 MB of zeros) without inflating it: RSS grows by less than 60 MB', async () => {
    const bomb = await zipOf([1, 2, 3].map((index) => ({ name: `bomb-${index}.xml`, data: zeros(60 * megabyte) })));
    expect(bomb.length).toBeLessThan(megabyte);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 1);
    const started = performance.now();
    const errors = await errorsOf(bomb, 'bomb.zip');
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(errors).toEqual([{ propertyName: 'file: bomb.zip/bomb-1.xml', key: 'ksef.zip.entryTooLarge', params: { maximum: MAX_KSEF_XML_BYTES / megabyte } }]);
    expect(peak - before).toBeLessThan(60 * megabyte);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it(`stops at ${MAX_KSEF_ZIP_UNCOMPRESSED_BYTES / megabyte} MB inflated in all, entries under their own limit included`, async () => {
    const entrySize = 9 * megabyte;
    const count = Math.ceil(MAX_KSEF_ZIP_UNCOMPRESSED_BYTES / entrySize);
    const zip = await zipOf(Array.from({ length: count + 2 }, (_, index) => ({ name: `z-${index}.xml`, data: zeros(entrySize) })));
    const errors = await errorsOf(zip, 'big.zip');
    expect(errors.at(-1)).toEqual({ propertyName: 'file: big.zip', key: 'ksef.zip.tooLarge', params: { maximum: MAX_KSEF_ZIP_UNCOMPRESSED_BYTES / megabyte } });
    // Each entry read before the limit is 9 MB of NUL bytes, which is no XML.
    expect(errors.slice(0, -1)).toEqual(Array.from({ length: count - 1 }, (_, index) => ({ propertyName: `file: big.zip/z-${index}.xml`, key: 'ksef.notXml' })));
  });

  it('does not trust a header that claims less than the entry holds', async () => {
    const zip = await zipOf([{ name: 'liar.xml', data: zeros(60 * megabyte) }]);
    // The central directory's uncompressed size (offset 24 of its record) now claims 100 bytes.
    const record = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(100, record + 24);
    expect(await errorsOf(zip, 'liar.zip')).toEqual([{ propertyName: 'file: liar.zip/liar.xml', key: 'ksef.zip.broken' }]);
  });

  it('refuses a damaged ZIP and an encrypted entry as broken, never throwing', async () => {
    const zip = await zipOf([{ name: 'fv.xml', data: invoice('FV/1') }]);
    expect(await errorsOf(zip.subarray(0, zip.length - 10), 'cut.zip')).toEqual([{ propertyName: 'file: cut.zip', key: 'ksef.zip.broken' }]);
    const encrypted = Buffer.from(zip);
    // The general purpose flag (bit 0: encrypted) of the central directory record.
    const record = encrypted.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(encrypted.readUInt16LE(record + 8) | 1, record + 8);
    expect(await errorsOf(encrypted, 'locked.zip')).toEqual([{ propertyName: 'file: locked.zip/fv.xml', key: 'ksef.zip.broken' }]);
  });

  it('refuses an entry whose contents fail its CRC-32, reading the intact entries beside it', async () => {
    const zip = await zipOf([
      { name: 'fv.xml', data: invoice('FV/1') },
      { name: 'damaged.xml', data: invoice('FV/2') },
    ]);
    const damaged = Buffer.from(zip);
    // The CRC-32 of the second entry, in its local header (offset 14) and its central directory record (offset 16):
    // the data still inflates to what it was, but no longer matches the checksum it was stored with.
    const local = damaged.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), 4);
    const central = damaged.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    damaged.writeUInt32LE((damaged.readUInt32LE(local + 14) ^ 0x5a5a5a5a) >>> 0, local + 14);
    damaged.writeUInt32LE((damaged.readUInt32LE(central + 16) ^ 0x5a5a5a5a) >>> 0, central + 16);
    expect(await errorsOf(damaged, 'march.zip')).toEqual([{ propertyName: 'file: march.zip/damaged.xml', key: 'ksef.zip.checksum' }]);
    const read = await readKsefFiles([{ fileName: 'march.zip', bytes: damaged }], { skipUnreadable: true });
    expect(read.ok && read.invoices.map((invoice) => invoice.invoiceNumber)).toEqual(['FV/1']);
  });

  it('refuses an empty ZIP', async () => {
    // An empty ZIP is only its end record; its first bytes are not PK\x03\x04, so it is no XML either.
    expect(await errorsOf(await zipOf([]), 'empty.zip')).toEqual([{ propertyName: 'file: empty.zip', key: 'ksef.notXml' }]);
  });
});
