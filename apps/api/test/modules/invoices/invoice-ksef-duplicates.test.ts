import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KsefImportResult } from '@leasedesk/contract';
import { importKsefInvoices } from '../../../src/modules/invoices/import-ksef-invoices.ts';
import { readKsefFiles } from '../../../src/modules/invoices/sources/ksef/read-ksef-files.ts';
import { csiAgreement, lessorTaxId, multipartFiles, startInvoiceTest, storedLines, storedReportCount, type InvoiceTest } from './core-support.ts';

/** The CRC-8 (polynomial 0x07, initial 0x00) that ends a KSeF number, over its first 32 characters (ksef-docs, numer KSeF). */
function crc8(text: string): string {
  let crc = 0;
  for (const byte of Buffer.from(text, 'ascii')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc.toString(16).toUpperCase().padStart(2, '0');
}

/** A KSeF number of the lessor's invoice accepted on 2025-03-05, with a valid checksum. */
const ksefNumberOf = (technical: string) => {
  const data = `${lessorTaxId}-20250305-${technical}`;
  return `${data}-${crc8(data)}`;
};

function fa3Invoice(invoiceNumber: string, net = 9500): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/">
  <Naglowek><KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza><WariantFormularza>3</WariantFormularza></Naglowek>
  <Podmiot1><DaneIdentyfikacyjne><NIP>${lessorTaxId}</NIP><Nazwa>Leasing Północ Sp. z o.o.</Nazwa></DaneIdentyfikacyjne></Podmiot1>
  <Podmiot2><DaneIdentyfikacyjne><NIP>5260250274</NIP><Nazwa>Najemca S.A.</Nazwa></DaneIdentyfikacyjne></Podmiot2>
  <Fa>
    <KodWaluty>PLN</KodWaluty><P_1>2025-03-05</P_1><P_2>${invoiceNumber}</P_2><P_6>2025-03-01</P_6>
    <P_13_1>${net.toFixed(2)}</P_13_1><P_14_1>${(net * 0.23).toFixed(2)}</P_14_1><P_15>${(net * 1.23).toFixed(2)}</P_15>
    <DodatkowyOpis><Klucz>NrUmowy</Klucz><Wartosc>UL/2025/001</Wartosc></DodatkowyOpis>
    <DodatkowyOpis><Klucz>Harmonogram</Klucz><Wartosc>1</Wartosc></DodatkowyOpis>
    <RodzajFaktury>VAT</RodzajFaktury>
    <FaWiersz><NrWierszaFa>1</NrWierszaFa><P_7>Rata leasingowa</P_7><P_11>${net.toFixed(2)}</P_11><P_12>23</P_12></FaWiersz>
  </Fa>
</Faktura>`;
}

const xmlPart = (fileName: string, content: string) => ({ fileName, contentType: 'application/xml', content });

/** FORMATS §3 "The same invoice twice" and ?skipUnreadable=true, through POST /api/invoices/ksef. */
describe('KSeF import: the same invoice twice, and skipping unreadable files', () => {
  let s: InvoiceTest;
  const upload = (name: string, parts: ReturnType<typeof xmlPart>[], options: { token?: string; skipUnreadable?: boolean; language?: string } = {}) => {
    const { body, headers } = multipartFiles(parts);
    const skip = options.skipUnreadable === undefined ? '' : `&skipUnreadable=${options.skipUnreadable}`;
    return s.t.call<KsefImportResult>('POST', `/api/invoices/ksef?name=${encodeURIComponent(name)}${skip}`, {
      token: options.token ?? s.csi,
      body,
      headers: { ...headers, ...(options.language ? { 'accept-language': options.language } : {}) },
    });
  };
  const first = ksefNumberOf('0100001AF629');
  const second = ksefNumberOf('0100001AF62A');

  beforeAll(async () => {
    s = await startInvoiceTest();
    await csiAgreement(s);
  });
  afterAll(async () => s.t.close());

  it('keeps the KSeF number a file is named by on every line of its invoice', async () => {
    const reply = await upload('March KSeF', [xmlPart(`${first}.xml`, fa3Invoice('FV/D/1'))]);
    expect(reply.body).toEqual({ success: true, errors: [], value: { name: 'March KSeF', source: 'ksef', invoices: 1, lines: 1, incompleteLines: 0, skipped: [] } });
    const lines = await storedLines(s, s.csiId, 'March KSeF');
    expect(lines.map((line) => [line.invoiceNumber, line.ksefNumber, line.invoiceKind, line.vatRateCode])).toEqual([['FV/D/1', first, 'VAT', '23']]);
  });

  it('refuses the same KSeF number in a second report, naming the report that holds it, and stores nothing', async () => {
    const again = await upload('April KSeF', [xmlPart(`${first}.xml`, fa3Invoice('FV/D/1-copy'))]);
    expect(again.body.success).toBe(false);
    expect(again.body.errors).toEqual([{ propertyName: `file: ${first}.xml`, message: 'Invoice FV/D/1-copy is already in the report March KSeF' }]);
    expect(await storedReportCount(s, s.csiId, 'April KSeF')).toBe(0);
    const polish = await upload('April KSeF', [xmlPart(`${first}.xml`, fa3Invoice('FV/D/1-copy'))], { language: 'pl' });
    expect(polish.body.errors[0]?.message).toBe('Faktura FV/D/1-copy jest już w raporcie March KSeF');
  });

  it('refuses an invoice without a KSeF number held by seller, number and date', async () => {
    const again = await upload('April KSeF', [xmlPart('fv-d-1.xml', fa3Invoice('FV/D/1'))]);
    expect(again.body.errors.map((error) => error.message)).toEqual(['Invoice FV/D/1 is already in the report March KSeF']);
  });

  it('refuses the same KSeF number twice in one upload, naming the first file', async () => {
    const twice = await upload('Twice', [xmlPart(`${second}.xml`, fa3Invoice('FV/D/2')), xmlPart(`copy-${second}.xml`, fa3Invoice('FV/D/2'))]);
    expect(twice.body.success).toBe(false);
    expect(twice.body.errors.map((error) => error.propertyName)).toEqual([`file: copy-${second}.xml`]);
    expect(await storedReportCount(s, s.csiId, 'Twice')).toBe(0);
  });

  it('with ?skipUnreadable=true imports the readable files and lists the others with their reasons', async () => {
    const reply = await upload(
      'Mixed',
      [xmlPart(`${second}.xml`, fa3Invoice('FV/D/2')), xmlPart('broken.xml', '<Faktura><Fa>'), xmlPart(`${first}.xml`, fa3Invoice('FV/D/1'))],
      { skipUnreadable: true },
    );
    expect(reply.body.success).toBe(true);
    expect(reply.body.value).toMatchObject({ invoices: 1, lines: 1 });
    expect(reply.body.value?.skipped.map((error) => error.propertyName)).toEqual(['file: broken.xml', `file: ${first}.xml`]);
    expect(reply.body.value?.skipped[1]?.message).toBe('Invoice FV/D/1 is already in the report March KSeF');
    expect((await storedLines(s, s.csiId, 'Mixed')).map((line) => line.ksefNumber)).toEqual([second]);
  });

  it('without it stores nothing of a mixed upload; with it, a upload of nothing readable is still refused', async () => {
    const strict = await upload('Strict', [xmlPart('fv-d-3.xml', fa3Invoice('FV/D/3')), xmlPart('broken.xml', '<Faktura><Fa>')]);
    expect(strict.body.success).toBe(false);
    expect(await storedReportCount(s, s.csiId, 'Strict')).toBe(0);
    const nothing = await upload('Nothing', [xmlPart(`${first}.xml`, fa3Invoice('FV/D/1'))], { skipUnreadable: true });
    expect(nothing.body.success).toBe(false);
    expect(nothing.body.errors.map((error) => error.message)).toEqual(['Invoice FV/D/1 is already in the report March KSeF']);
    expect(await storedReportCount(s, s.csiId, 'Nothing')).toBe(0);
  });

  it('imports the invoice again once the report holding it is deleted', async () => {
    expect((await s.t.call('DELETE', `/api/invoicereports/${encodeURIComponent('Mixed')}`, { token: s.csi })).status).toBe(200);
    const again = await upload('Mixed again', [xmlPart(`${second}.xml`, fa3Invoice('FV/D/2'))]);
    expect(again.body.success).toBe(true);
    // Restoring the deleted report would hold the invoice twice: refused, and the report stays deleted.
    const restore = await s.t.call('DELETE', `/api/invoicereports/${encodeURIComponent('Mixed')}`, { token: s.csi });
    expect(restore.body).toMatchObject({ success: false, errors: [{ propertyName: 'name', message: 'The report cannot be restored: invoice FV/D/2 is now in the report Mixed again' }] });
    expect(await storedReportCount(s, s.csiId, 'Mixed')).toBe(1);
    expect((await s.t.call('GET', `/api/invoicereports/${encodeURIComponent('Mixed')}`, { token: s.csi })).status).toBe(404);
  });

  it('lets imports of one invoice race: exactly one report holds it', async () => {
    // The service itself, several imports at once and several rounds: on PostgreSQL their transactions overlap.
    for (let round = 0; round < 4; round += 1) {
      const ksefNumber = ksefNumberOf(`0100001AF7${round}0`);
      const read = await readKsefFiles([{ fileName: `${ksefNumber}.xml`, bytes: Buffer.from(fa3Invoice(`FV/R/${round}`)) }], { skipUnreadable: false });
      const names = ['A', 'B', 'C'].map((letter) => `Race ${round} ${letter}`);
      const outcomes = await Promise.allSettled(names.map((name) => importKsefInvoices(s.t.app.context, { userId: s.userId, tenantId: s.csiId }, name, read, false)));
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
      let stored = 0;
      for (const name of names) stored += await storedReportCount(s, s.csiId, name);
      expect(stored).toBe(1);
    }
  });

  it('does not count another client’s invoices: the other tenant imports the same file', async () => {
    const reply = await upload('Other client', [xmlPart(`${first}.xml`, fa3Invoice('FV/D/1'))], { token: s.ifrs });
    expect(reply.body).toMatchObject({ success: true, value: { invoices: 1, skipped: [] } });
    expect(JSON.stringify(reply.body)).not.toContain('March KSeF');
  });
});
