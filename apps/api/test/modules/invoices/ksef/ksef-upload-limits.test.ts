// Bounds of a KSeF upload before it is held: files, bytes, the declared length, element floods and deep nests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type InvoiceImportResult } from '@leasedesk/contract';
import { MAX_KSEF_XML_DEPTH, MAX_KSEF_XML_ELEMENTS } from '../../../../src/modules/invoices/sources/ksef/ksef-limits.ts';
import { ksefFilesLimit, ksefRequestMaxBytes } from '../../../../src/modules/invoices/read-invoice-uploads.ts';
import { startInvoiceTest, storedReportCount, type InvoiceTest } from '../core-support.ts';
import { bodyEnd, deepNest, elementFlood, heldBackBody, multipartBody, multipartType, partEnd, partHead } from './ksef-hostile-volume.ts';
import { faInvoice } from './ksef-test-files.ts';

const megabyte = 1024 * 1024;
/** Elements of faInvoice() itself, so a flood can be cut to the exact maximum; the nest starts inside Fa, 2 deep. */
const ownElements = 22;
const faDepth = 2;
const invoice = (index: number) => Buffer.from(faInvoice().replace('FV/2026/03/99', `FV/L/${index}`));

describe('KSeF upload bounds', () => {
  let s: InvoiceTest;
  const post = (name: string, body: unknown, headers: Record<string, string>) =>
    s.t.call<InvoiceImportResult>('POST', `/api/invoices/ksef?name=${encodeURIComponent(name)}`, { token: s.csi, body, headers });

  beforeAll(async () => {
    s = await startInvoiceTest();
  });
  afterAll(async () => s.t.close());

  it(`refuses file ${ksefFilesLimit + 1} with 413 as soon as its part begins, without waiting for the rest of its bytes`, async () => {
    const sentAtOnce = Array.from({ length: ksefFilesLimit }, (_, index) => multipartBody([{ fileName: `fv${index}.xml`, content: invoice(index) }]).subarray(0, -bodyEnd.length));
    // The parser announces a part once the first bytes after its headers arrive; the other 4 MB are held back.
    const lastStart = Buffer.concat([partHead('fv-extra.xml'), Buffer.alloc(16 * 1024, ' ')]);
    const lastRest = Buffer.concat([Buffer.alloc(4 * megabyte, ' '), partEnd, bodyEnd]);
    const body = heldBackBody([...sentAtOnce, lastStart], lastRest);
    const length = [...sentAtOnce, lastStart, lastRest].reduce((sum, piece) => sum + piece.length, 0);
    const reply = await post('Too many', body.stream, { 'content-type': multipartType, 'content-length': String(length) });
    const heldBackSent = body.heldBackSent();
    body.release();
    expect([reply.status, reply.body.success]).toEqual([413, false]);
    expect(reply.body.errors.map((error) => error.message)).toEqual([formatMessage('en', 'invoices.file.tooManyFiles', { maximum: ksefFilesLimit })]);
    expect(heldBackSent).toBe(false);
    expect(await storedReportCount(s, s.csiId, 'Too many')).toBe(0);
  });

  it(`refuses a declared length beyond ${ksefRequestMaxBytes / megabyte} MB with 413 before reading a byte of the body`, async () => {
    const body = heldBackBody([], multipartBody([{ fileName: 'fv.xml', content: invoice(1) }]));
    const reply = await post('Declared too large', body.stream, { 'content-type': multipartType, 'content-length': String(ksefRequestMaxBytes + 2 * megabyte) });
    const heldBackSent = body.heldBackSent();
    body.release();
    expect([reply.status, reply.body.success]).toEqual([413, false]);
    expect(reply.body.errors.map((error) => error.message)).toEqual([formatMessage('en', 'invoices.file.requestTooLarge', { maximum: String(ksefRequestMaxBytes / megabyte) })]);
    expect(heldBackSent).toBe(false);
  });

  it('refuses a chunked multipart body (no declared length) with 400 at once, in the caller’s language', async () => {
    const body = heldBackBody([], multipartBody([{ fileName: 'fv.xml', content: invoice(2) }]));
    const reply = await post('Chunked', body.stream, { 'content-type': multipartType, 'transfer-encoding': 'chunked', 'accept-language': 'pl' });
    const heldBackSent = body.heldBackSent();
    body.release();
    expect([reply.status, reply.body.success]).toEqual([400, false]);
    expect(reply.body.errors.map((error) => error.message)).toEqual([formatMessage('pl', 'invoices.file.lengthRequired')]);
    expect(heldBackSent).toBe(false);
  });

  it('answers a body shorter than its declared length with 400, never a 500', async () => {
    const whole = multipartBody([{ fileName: 'fv.xml', content: invoice(3) }]);
    const reply = await post('Short', whole.subarray(0, whole.length - 200), { 'content-type': multipartType, 'content-length': String(whole.length) });
    expect([reply.status, reply.body.success]).toEqual([400, false]);
  });

  it('refuses an element flood and a deep nest as their files’ errors naming the limit, reading the other files', async () => {
    const body = multipartBody([
      { fileName: 'flood.xml', content: elementFlood(MAX_KSEF_XML_ELEMENTS - ownElements + 1) },
      { fileName: 'nest.xml', content: deepNest(MAX_KSEF_XML_DEPTH - faDepth + 1) },
      { fileName: 'fv.xml', content: invoice(4) },
    ]);
    const reply = await post('Hostile', body, { 'content-type': multipartType });
    expect([reply.status, reply.body.success]).toEqual([200, false]);
    expect(reply.body.errors).toEqual([
      { propertyName: 'file: flood.xml', message: formatMessage('en', 'ksef.xmlTooManyElements', { maximum: MAX_KSEF_XML_ELEMENTS }) },
      { propertyName: 'file: nest.xml', message: formatMessage('en', 'ksef.xmlTooDeep', { maximum: MAX_KSEF_XML_DEPTH }) },
    ]);
    expect(await storedReportCount(s, s.csiId, 'Hostile')).toBe(0);
  });

  it('takes a nest just within the depth and a document just within the element count', async () => {
    const body = multipartBody([
      { fileName: 'nest.xml', content: deepNest(MAX_KSEF_XML_DEPTH - faDepth) },
      { fileName: 'flood.xml', content: Buffer.from(elementFlood(MAX_KSEF_XML_ELEMENTS - ownElements).toString().replace('FV/2026/03/99', 'FV/L/flood')) },
    ]);
    const reply = await post('Within', body, { 'content-type': multipartType, 'accept-language': 'en' });
    expect(reply.body.errors).toEqual([]);
    expect(reply.body.value).toMatchObject({ invoices: 2 });
  });
});
