import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceImportResult } from '@leasedesk/contract';
import { ksefFileMaxBytes, ksefFilesLimit } from '../../../src/modules/invoices/read-invoice-uploads.ts';
import { csiAgreement, lessorTaxId, multipartFiles, startInvoiceTest, storedLines, storedReportCount, type InvoiceTest } from './core-support.ts';

/** One FA(3) invoice of the lessor for agreement UL/2025/001 schedule 1, March 2025, with the given lines (net amounts). */
function fa3Invoice(invoiceNumber: string, nets: number[]): string {
  const lines = nets
    .map((net, index) => `<FaWiersz><NrWierszaFa>${index + 1}</NrWierszaFa><P_7>Rata leasingowa ${index + 1}</P_7><P_8A>szt.</P_8A><P_8B>1</P_8B><P_11>${net.toFixed(2)}</P_11><P_12>23</P_12></FaWiersz>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/">
  <Naglowek><KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza><WariantFormularza>3</WariantFormularza><DataWytworzeniaFa>2025-03-05T10:00:00Z</DataWytworzeniaFa></Naglowek>
  <Podmiot1><DaneIdentyfikacyjne><NIP>${lessorTaxId}</NIP><Nazwa>Leasing Północ Sp. z o.o.</Nazwa></DaneIdentyfikacyjne></Podmiot1>
  <Podmiot2><DaneIdentyfikacyjne><NIP>5260250274</NIP><Nazwa>Najemca S.A.</Nazwa></DaneIdentyfikacyjne></Podmiot2>
  <Fa>
    <KodWaluty>PLN</KodWaluty>
    <P_1>2025-03-05</P_1>
    <P_2>${invoiceNumber}</P_2>
    <P_6>2025-03-01</P_6>
    <DodatkowyOpis><Klucz>NrUmowy</Klucz><Wartosc>UL/2025/001</Wartosc></DodatkowyOpis>
    <DodatkowyOpis><Klucz>Harmonogram</Klucz><Wartosc>1</Wartosc></DodatkowyOpis>
    <RodzajFaktury>VAT</RodzajFaktury>
    ${lines}
    <Platnosc><TerminPlatnosci><Termin>2025-03-19</Termin></TerminPlatnosci></Platnosc>
  </Fa>
</Faktura>`;
}

const xmlPart = (fileName: string, content: string | Buffer) => ({ fileName, contentType: 'application/xml', content });

/** POST /api/invoices/ksef?name=: several files into one report, all or nothing, with the upload limits. */
describe('KSeF import', () => {
  let s: InvoiceTest;
  const upload = (name: string, parts: ReturnType<typeof xmlPart>[]) => {
    const { body, headers } = multipartFiles(parts);
    return s.t.call<InvoiceImportResult>('POST', `/api/invoices/ksef?name=${encodeURIComponent(name)}`, { token: s.csi, body, headers });
  };

  beforeAll(async () => {
    s = await startInvoiceTest();
    await csiAgreement(s);
  });
  afterAll(async () => s.t.close());

  it('stores the lines of several XML files as one report, matched', async () => {
    const reply = await upload('KSeF March', [xmlPart('fv1.xml', fa3Invoice('FV/K/1', [9500, 100])), xmlPart('fv2.xml', fa3Invoice('FV/K/2', [9500]))]);
    expect(reply.body).toEqual({ success: true, errors: [], value: { name: 'KSeF March', source: 'ksef', invoices: 2, lines: 3, incompleteLines: 0, skipped: [] } });
    const lines = await storedLines(s, s.csiId, 'KSeF March');
    expect(lines.map((l) => [l.invoiceNumber, l.sequence, l.positionNetAmountPln, l.positionVatAmountPln, l.agreementNumber, l.scheduleNumber, l.interests])).toEqual([
      // DOMAIN §11: the row's interest once in the report, on its largest line (a tie: the first stored).
      ['FV/K/1', 1, 9500, 2185, 'UL/2025/001', '1', 900.72],
      ['FV/K/1', 2, 100, 23, 'UL/2025/001', '1', 0],
      ['FV/K/2', 1, 9500, 2185, 'UL/2025/001', '1', 0],
    ]);
  });

  it('stores nothing when one file is bad, naming it; the name rules are the CSV’s', async () => {
    const reply = await upload('KSeF broken', [xmlPart('good.xml', fa3Invoice('FV/K/3', [1])), xmlPart('bad.xml', '<Faktura><Fa>')]);
    expect([reply.status, reply.body.success]).toEqual([200, false]);
    expect(reply.body.errors.map((e) => e.propertyName).join(' ')).toContain('bad.xml');
    expect(await storedReportCount(s, s.csiId, 'KSeF broken')).toBe(0);
    const taken = await upload('KSeF March', [xmlPart('fv.xml', fa3Invoice('FV/K/4', [1]))]);
    expect(taken.body.errors.map((e) => e.propertyName)).toEqual(['name']);
  });

  it('takes at most 20 files of at most 10 MB each (413 beyond), multipart only (415)', async () => {
    const many = Array.from({ length: ksefFilesLimit + 1 }, (_, index) => xmlPart(`fv${index}.xml`, fa3Invoice(`FV/M/${index}`, [1])));
    const tooMany = await upload('Too many', many);
    expect([tooMany.status, tooMany.body.success]).toEqual([413, false]);
    expect((await upload('Twenty', many.slice(0, ksefFilesLimit))).body.value).toMatchObject({ invoices: ksefFilesLimit });

    const padded = Buffer.concat([Buffer.from(fa3Invoice('FV/BIG', [1])), Buffer.alloc(ksefFileMaxBytes, ' ')]);
    const tooBig = await upload('Too big', [xmlPart('big.xml', padded)]);
    expect([tooBig.status, tooBig.body.success]).toEqual([413, false]);
    expect(await storedReportCount(s, s.csiId, 'Too big')).toBe(0);
    expect(await storedReportCount(s, s.csiId, 'Too many')).toBe(0);

    const json = await s.t.call('POST', '/api/invoices/ksef?name=Json', { token: s.csi, body: { file: 'x' } });
    expect(json.status).toBe(415);
    const none = multipartFiles([{ field: 'other', fileName: 'fv.xml', content: fa3Invoice('FV/N', [1]) }]);
    expect((await s.t.call('POST', '/api/invoices/ksef?name=None', { token: s.csi, ...none })).body.errors.map((e) => e.propertyName)).toEqual(['file']);
  });
});
