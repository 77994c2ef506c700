import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draft, importDrafts, invoiceCsv, multipartFiles, startInvoiceTest, type InvoiceTest } from './core-support.ts';

/**
 * Hostile input to the import and report routes: hostile names in paths and queries, hostile multipart bodies.
 * Never a 500: always the envelope (a 200 field error, 400 for an unreadable request, 401, 404, 413, 414 or 415).
 */
const hostileTexts = [
  '', ' ', '%', '%25', '%2F', '%00', '%E0%A4%A', '%C0%AF', '..%2F..%2Fetc', '%FF%FE', '\u0000', '%0A%0D', 'x'.repeat(300), '%F0%9F%98%80'.repeat(60), '=cmd|calc', "'; drop table invoice_lines; --",
  '__proto__', 'constructor', '2025-02-30', '9999-99-99', '-1', '1e308', 'null', '[]', '{}', '%2520', 'a%2Fb%2Fc', '%u0041',
];

describe('hostile input to the invoice import and report routes', () => {
  let s: InvoiceTest;
  const expectAnswered = (reply: { status: number; body: { success: boolean } }, what: string) => {
    expect([200, 400, 401, 404, 413, 414, 415], what).toContain(reply.status);
    // A path that is not valid percent-encoding is refused by the router (400) before any route runs: in the envelope too.
    expect(typeof reply.body.success, what).toBe('boolean');
  };

  beforeAll(async () => {
    s = await startInvoiceTest();
    await importDrafts(s, s.csiId, 'Hostile', [draft()]);
  });
  afterAll(async () => s.t.close());

  it('hostile report names and dates in every path and query: never a 500', async () => {
    for (const text of hostileTexts) {
      const urls = [
        `/api/invoicereports/${text}`,
        `/api/invoicereports/${text}/contractors`,
        `/api/invoicereports/${text}/amortization`,
        `/api/invoicereports/Hostile/amortization?contractorName=${text}&invoiceNumber=${text}`,
        `/api/invoicereports/${text}/${text}`,
        `/api/reports/names/${text}/2025-01-01`,
        `/api/reports/${text}/invoices`,
        `/api/invoices/errors?ReportName=${text}`,
        `/api/invoices/errors?ReportName=${text}&ReportName=Hostile`,
      ];
      for (const url of urls) expectAnswered(await s.t.call('GET', url, { token: s.csi }), `GET ${url.slice(0, 80)}`);
      expectAnswered(await s.t.call('DELETE', `/api/invoicereports/${text}`, { token: s.csi }), `DELETE ${text.slice(0, 40)}`);
      const { body, headers } = multipartFiles([{ fileName: 'a.csv', content: invoiceCsv([{}]) }]);
      expectAnswered(await s.t.call('POST', `/api/invoices/csv?name=${text}`, { token: s.csi, body, headers }), `POST csv ?name=${text.slice(0, 40)}`);
    }
    // The report survives all of it.
    expect((await s.t.call('GET', '/api/invoicereports/Hostile', { token: s.csi })).status).toBe(200);
  });

  it('hostile multipart bodies and file contents: never a 500, nothing stored', async () => {
    const post = (path: string, body: Buffer | string, contentType: string) =>
      s.t.call('POST', path, { token: s.csi, body, headers: { 'content-type': contentType } });
    const boundary = 'xyz';
    const bodies: [Buffer | string, string][] = [
      ['', 'multipart/form-data; boundary=xyz'],
      ['garbage', 'multipart/form-data; boundary=xyz'],
      [`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc`, 'multipart/form-data; boundary=xyz'],
      [`--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a file\r\n--${boundary}--\r\n`, 'multipart/form-data; boundary=xyz'],
      [`--${boundary}--\r\n`, 'multipart/form-data; boundary=xyz'],
      ['x', 'multipart/form-data'],
      ['x', 'application/octet-stream'],
      ['<a/>', 'application/xml'],
      ['{"file":', 'application/json'],
    ];
    for (const path of ['/api/invoices/csv?name=HostileBody', '/api/invoices/ksef?name=HostileBody']) {
      for (const [body, type] of bodies) expectAnswered(await post(path, body, type), `${path} ${type} ${String(body).slice(0, 30)}`);
    }
    const contents: (string | Buffer)[] = [
      Buffer.from([0xff, 0xfe, 0x00, 0x00]), Buffer.alloc(1000, 0), '\uFEFF', 'a;b\n"unterminated', '<!DOCTYPE x [<!ENTITY a "b">]><Faktura/>', 'PK\u0003\u0004garbage',
      invoiceCsv([{ positionNetAmountPln: '99999999999999999999,00' }]), invoiceCsv([{ invoiceDate: '31.12.9999' }]), invoiceCsv([{ contractorName: '\u0000' }]),
    ];
    for (const content of contents) {
      for (const path of ['/api/invoices/csv?name=HostileBody', '/api/invoices/ksef?name=HostileBody']) {
        const { body, headers } = multipartFiles([{ fileName: '../../etc/passwd', content }]);
        const reply = await s.t.call('POST', path, { token: s.csi, body, headers });
        expectAnswered(reply, `${path} ${String(content).slice(0, 30)}`);
        expect(reply.body.success, `${path} ${String(content).slice(0, 30)}`).toBe(false);
      }
    }
    expect((await s.t.call('GET', '/api/invoicereports/HostileBody', { token: s.csi })).status).toBe(404);
  });
});
