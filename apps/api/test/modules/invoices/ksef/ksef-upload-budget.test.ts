// The process's budget of upload bytes held at once: spent, an upload waits its turn (503, Retry-After); given back after each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type InvoiceImportResult } from '@leasedesk/contract';
import { UPLOAD_BUDGET_BYTES, uploadBudget } from '../../../../src/lib/upload-budget.ts';
import { ksefFilesLimit } from '../../../../src/modules/invoices/read-invoice-uploads.ts';
import { startInvoiceTest, storedReportCount, type InvoiceTest } from '../core-support.ts';
import { multipartBody, multipartType } from './ksef-hostile-volume.ts';
import { faInvoice } from './ksef-test-files.ts';

const invoice = (number: string) => Buffer.from(faInvoice().replace('FV/2026/03/99', number));

describe('upload budget of the process', () => {
  let s: InvoiceTest;
  const post = (name: string, body: Buffer) =>
    s.t.call<InvoiceImportResult>('POST', `/api/invoices/ksef?name=${encodeURIComponent(name)}`, { token: s.csi, body, headers: { 'content-type': multipartType } });

  beforeAll(async () => {
    s = await startInvoiceTest();
  });
  afterAll(async () => s.t.close());

  it('answers 503 with Retry-After while the uploads in flight hold the budget, and takes the upload once they let go', async () => {
    const body = multipartBody([{ fileName: 'fv.xml', content: invoice('FV/B/1') }]);
    const inFlight = uploadBudget.take(UPLOAD_BUDGET_BYTES - body.length + 1);
    const busy = await post('Busy', body);
    inFlight();
    expect(busy.status).toBe(503);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    const correlationId = String(busy.headers['x-correlation-id']);
    expect(busy.body.errors.map((error) => error.message)).toEqual([formatMessage('en', 'invoices.file.uploadsBusy', { correlationId })]);
    expect(await storedReportCount(s, s.csiId, 'Busy')).toBe(0);

    const taken = await post('Busy', body);
    expect(taken.body.value).toMatchObject({ invoices: 1 });
  });

  it('gives every byte back after an upload, taken or refused', async () => {
    await post('Taken', multipartBody([{ fileName: 'fv.xml', content: invoice('FV/B/2') }]));
    await post('Too many', multipartBody(Array.from({ length: ksefFilesLimit + 1 }, (_, index) => ({ fileName: `fv${index}.xml`, content: invoice(`FV/B/M${index}`) }))));
    await post('Broken', multipartBody([{ fileName: 'fv.xml', content: invoice('FV/B/3') }]).subarray(0, 100));
    expect(uploadBudget.heldBytes).toBe(0);
  });
});
