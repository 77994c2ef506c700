import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type InvoiceLine } from '@leasedesk/contract';
import { users } from '../../../src/db/schema.ts';
import { issueDownloadToken } from '../../../src/lib/auth/download-tokens.ts';
import { parseXmlTree, type XmlElement } from '../../../src/modules/invoices/sources/ksef/ksef-xml-tree.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { tableOf, workbookOf, type TableRow } from '../../support/workbook-reading.ts';
import { completeLine, lessor, scheduleRowOf, storeReport, type Lessor } from './support-send.ts';

/**
 * GET /api/reports/{id}/xml/{token}/optima (FORMATS §6): the purchase VAT register of one send in Comarch ERP
 * Optima's XML, read back with the KSeF reader's own tree parser and held to the workbook of the same send
 * (read back with exceljs) and to the schedule: one document per invoice, one position per VAT rate, every
 * total to the cent. Tenant A is the CSI demo tenant, B the IFRS16 one (the demo user belongs to both).
 */
let t: TestApp;
let a: string;
let b: string;
let aId: number;
let north: Lessor;
let south: Lessor;
let sentOfA: { id: number; token: string };
let otherOfA: { id: number; token: string };
let sentOfB: { id: number; token: string };
let mergeRows: InvoiceLine[];

const namespace = 'http://www.comarch.pl/cdn/optima/offline';
const hostileName = 'Leasing <x>&"\u0001 Południe';
const ksefOfFirst = '7731000015-20250305-0100001AF629-AF';
const ksefOfCorrection = '7731000015-20250320-0100001AF62A-1C';

const xmlUrl = (id: number, token: string, query = '') => `/api/reports/${id}/xml/${token}/optima${query}`;
const workbookUrl = (id: number, token: string, query = '') => `/api/reports/${id}/excel/${token}/enovareports${query}`;
const download = (path: string) => t.app.inject({ method: 'GET', url: path });

async function sent(token: string, ids: number[]) {
  const reply = await t.call<{ id: number; token: string }>('POST', '/api/extensivereport/send', { token, body: { extensiveReportDtos: ids.map((id) => ({ id })) } });
  if (!reply.body.value) throw new Error(reply.raw);
  return reply.body.value;
}

const children = (element: XmlElement, name: string) => element.children.filter((child) => child.name === name);
function child(element: XmlElement, name: string): XmlElement {
  const found = children(element, name);
  if (found.length !== 1) throw new Error(`${element.name} has ${found.length} ${name}`);
  return found[0] as XmlElement;
}
const text = (element: XmlElement, name: string) => child(element, name).text;
const has = (element: XmlElement, name: string) => children(element, name).length > 0;
const cents = (amount: string | number) => Math.round(Number(amount) * 100);

/** The register's documents, the file parsed as a well-formed document in Optima's namespace. */
function documentsOf(xml: string): XmlElement[] {
  const tree = parseXmlTree(xml);
  if (!tree.ok) throw new Error(`not well-formed: ${JSON.stringify(tree.problem)}`);
  expect([tree.root.namespace, tree.root.name]).toEqual([namespace, 'ROOT']);
  const register = child(tree.root, 'REJESTRY_ZAKUPU_VAT');
  expect(register.namespace).toBe(namespace);
  expect(text(register, 'WERSJA')).toBe('2.00');
  return children(register, 'REJESTR_ZAKUPU_VAT');
}

async function workbookRows(language: 'en' | 'pl'): Promise<{ rows: TableRow[]; total: TableRow; column: (field: string) => string }> {
  const reply = await download(workbookUrl(sentOfA.id, sentOfA.token, `?lang=${language}`));
  const sheet = (await workbookOf(reply.rawPayload)).worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const { rows, total } = tableOf(sheet, formatMessage(language, 'excel.total'));
  if (!total) throw new Error('no totals row');
  return { rows, total, column: (field) => formatMessage(language, `excel.enova.column.${field}` as Parameters<typeof formatMessage>[1]) };
}

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  a = await t.tenantToken(user, t.seed.tenantIds.csi);
  b = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  aId = t.seed.tenantIds.csi;
  north = await lessor(t, a, 'Leasing Północ Sp. z o.o.', 773_200_001, 'O/1');
  south = await lessor(t, a, 'Leasing Południe S.A.', 773_200_101, 'O/2');
  const pln = { vatRateCode: '23' };
  const { lineIds } = await storeReport(t, aId, 'Optima', [
    // March's instalment of O/1 with its insurance (exempt) and a fee: two rates, one schedule row.
    completeLine(north, 'FV/O/1', 900, 207, { ...pln, ksefNumber: ksefOfFirst, positionDescription: 'Rata 3/12' }),
    completeLine(north, 'FV/O/1', 45, 0, { vatRate: '0', vatRateCode: 'zw', ksefNumber: ksefOfFirst, positionDescription: 'Ubezpieczenie' }),
    completeLine(north, 'FV/O/1', 12.5, 2.88, { ...pln, ksefNumber: ksefOfFirst, positionDescription: 'Opłata administracyjna' }),
    // April's instalment in EUR: 200.00 EUR at 4.2563 is 851.26 PLN, its VAT 46.00 EUR, 195.79 PLN.
    completeLine(north, 'FV/O/2', 851.26, 195.79, {
      ...pln, currency: 'EUR', exchangeRate: '4.2563', periodInvoiced: '2025-04-01',
      positionNetAmountCurrency: '200.00', positionVatAmountCurrency: '46.00', positionGrossAmountCurrency: '246.00',
    }),
    // A KSeF correction of FV/O/1 taking the fee back.
    completeLine(north, 'FV/O/3', -12.5, -2.88, {
      ...pln, invoiceKind: 'KOR', ksefNumber: ksefOfCorrection, correctedInvoiceNumber: 'FV/O/1', correctedKsefNumber: ksefOfFirst,
      correctedInvoiceDate: '2025-03-05', correctionReason: 'Błędna opłata', positionDescription: 'Korekta opłaty',
    }),
    // A lessor whose name needs escaping (and holds a character XML 1.0 forbids), with 8 % and outside-the-scope lines.
    completeLine(south, 'FV/O/4', 900, 72, { contractorName: hostileName, vatRate: '0.08', vatRateCode: '8' }),
    completeLine(south, 'FV/O/4', 30, 0, { contractorName: hostileName, vatRate: '0', vatRateCode: 'np I', positionDescription: 'Usługa poza VAT' }),
  ]);
  const merge = await t.call<InvoiceLine[]>('GET', '/api/invoicereports/Optima/amortization', { token: a });
  mergeRows = merge.body.value ?? [];
  sentOfA = await sent(a, lineIds);
  otherOfA = await sent(a, (await storeReport(t, aId, 'Inny eksport', [completeLine(north, 'FV/O/9', 7, 1.61)])).lineIds);
  const ofB = await lessor(t, b, 'Leasing B', 773_200_201, 'O/1');
  sentOfB = await sent(b, (await storeReport(t, t.seed.tenantIds.ifrs16, 'Optima', [completeLine(ofB, 'FV/O/1', 3, 0.69)])).lineIds);
});
afterAll(async () => t.close());

describe('the Optima purchase VAT register of a send', () => {
  it('is an XML attachment, in the same send as the workbook, the same bytes on every download', async () => {
    const reply = await download(xmlUrl(sentOfA.id, sentOfA.token));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/xml/);
    expect(reply.headers['content-disposition']).toContain(`attachment; filename="optima-purchase-vat-register-${sentOfA.id}-`);
    expect(reply.headers['content-disposition']).toMatch(/\.xml"/);
    expect((await download(xmlUrl(sentOfA.id, sentOfA.token))).rawPayload.equals(reply.rawPayload)).toBe(true);
    const polish = await download(xmlUrl(sentOfA.id, sentOfA.token, '?lang=pl'));
    expect(polish.headers['content-disposition']).toContain(`optima-rejestr-zakupu-vat-${sentOfA.id}-`);
  });

  it('one document per invoice: numbers, KSeF numbers, seller, dates, currency, a correction and what it corrects', async () => {
    const xml = (await download(xmlUrl(sentOfA.id, sentOfA.token))).payload;
    const documents = documentsOf(xml);
    expect(documents.map((d) => text(d, 'NUMER'))).toEqual(['FV/O/1', 'FV/O/2', 'FV/O/3', 'FV/O/4']);
    // A stable GUID per document, distinct.
    const ids = documents.map((d) => text(d, 'ID_ZRODLA'));
    for (const id of ids) expect(id).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(new Set(ids).size).toBe(4);
    const [first, euro, correction, hostile] = documents as [XmlElement, XmlElement, XmlElement, XmlElement];
    expect(Object.fromEntries(['MODUL', 'TYP', 'REJESTR', 'DATA_WYSTAWIENIA', 'DATA_ZAKUPU', 'DATA_WPLYWU', 'TERMIN', 'KOREKTA', 'NR_KSEF', 'NIP', 'NAZWA1', 'WALUTA', 'NOTOWANIE_WALUTY_ILE'].map((name) => [name, text(first, name)]))).toEqual({
      MODUL: 'Rejestr Vat', TYP: 'Rejestr zakupu', REJESTR: 'ZAKUP', DATA_WYSTAWIENIA: '2025-03-05', DATA_ZAKUPU: '2025-03-05', DATA_WPLYWU: '2025-03-05', TERMIN: '2025-03-19',
      KOREKTA: 'Nie', NR_KSEF: ksefOfFirst, NIP: north.taxId, NAZWA1: 'Leasing Północ Sp. z o.o.', WALUTA: 'PLN', NOTOWANIE_WALUTY_ILE: '1',
    });
    expect(has(first, 'KOREKTA_NUMER')).toBe(false);
    expect([text(euro, 'WALUTA'), text(euro, 'NOTOWANIE_WALUTY_ILE'), text(euro, 'NOTOWANIE_WALUTY_ZA_ILE'), has(euro, 'NR_KSEF')]).toEqual(['EUR', '4.2563', '1', false]);
    expect([text(correction, 'KOREKTA'), text(correction, 'KOREKTA_NUMER'), text(correction, 'NR_KSEF')]).toEqual(['Tak', 'FV/O/1', ksefOfCorrection]);
    // Escaped and read back as stored, less the control character XML 1.0 cannot hold.
    expect(text(hostile, 'NAZWA1')).toBe('Leasing <x>&" Południe');
    expect(xml).not.toContain('\u0001');
    expect(xml).toContain('Leasing &lt;x&gt;&amp;&quot; Południe');
  });

  it('one position per VAT rate with Optima’s rate and status, in the currency and in PLN', async () => {
    const documents = documentsOf((await download(xmlUrl(sentOfA.id, sentOfA.token))).payload);
    const positions = documents.map((d) =>
      children(child(d, 'POZYCJE'), 'POZYCJA').map((p) => ['LP', 'STAWKA_VAT', 'STATUS_VAT', 'NETTO', 'VAT', 'NETTO_SYS', 'VAT_SYS'].map((name) => text(p, name))),
    );
    expect(positions).toEqual([
      [
        ['1', '23.00', 'opodatkowana', '912.50', '209.88', '912.50', '209.88'],
        ['2', '0.00', 'zwolniona', '45.00', '0.00', '45.00', '0.00'],
      ],
      [['1', '23.00', 'opodatkowana', '200.00', '46.00', '851.26', '195.79']],
      [['1', '23.00', 'opodatkowana', '-12.50', '-2.88', '-12.50', '-2.88']],
      [
        ['1', '8.00', 'opodatkowana', '900.00', '72.00', '900.00', '72.00'],
        ['2', '0.00', 'nie podlega', '30.00', '0.00', '30.00', '0.00'],
      ],
    ]);
  });

  it('a test reading both files back: per invoice and rate, and in total, the XML’s PLN amounts are the workbook’s', async () => {
    const documents = documentsOf((await download(xmlUrl(sentOfA.id, sentOfA.token))).payload);
    const { rows, total, column } = await workbookRows('en');
    const fromWorkbook = new Map<string, { net: number; vat: number }>();
    for (const row of rows) {
      const key = `${String(row[column('invoiceNumber')])} ${String(row[column('vatRateCode')])}`;
      const sums = fromWorkbook.get(key) ?? { net: 0, vat: 0 };
      fromWorkbook.set(key, { net: sums.net + cents(row[column('positionNetAmountPln')] as number), vat: sums.vat + cents(row[column('positionVatAmountPln')] as number) });
    }
    const label = (percent: string, status: string) => (status === 'opodatkowana' ? `${Number(percent)} %` : undefined);
    const fromXml = new Map<string, { net: number; vat: number }>();
    for (const document of documents) {
      for (const position of children(child(document, 'POZYCJE'), 'POZYCJA')) {
        const rate = label(text(position, 'STAWKA_VAT'), text(position, 'STATUS_VAT'));
        // Exempt and outside-the-scope positions are named by the invoice's code in the workbook.
        const code = rate ?? (text(position, 'STATUS_VAT') === 'zwolniona' ? 'zw' : 'np I');
        fromXml.set(`${text(document, 'NUMER')} ${code}`, { net: cents(text(position, 'NETTO_SYS')), vat: cents(text(position, 'VAT_SYS')) });
      }
    }
    expect(fromXml).toEqual(fromWorkbook);
    const sum = (field: 'net' | 'vat') => [...fromXml.values()].reduce((s, v) => s + v[field], 0);
    const totalOf = (field: string) => cents((total[column(field)] as { result: number }).result);
    expect([sum('net'), sum('vat')]).toEqual([totalOf('positionNetAmountPln'), totalOf('positionVatAmountPln')]);
  });

  it('interest and principal: the merge table, the workbook and the XML agree with the schedule to the cent', async () => {
    const march = await scheduleRowOf(t, aId, north.agreement.id, '2025-03');
    const april = await scheduleRowOf(t, aId, north.agreement.id, '2025-04');
    const southMarch = await scheduleRowOf(t, aId, south.agreement.id, '2025-03');
    const schedule = { interests: cents(march.interests) + cents(april.interests) + cents(southMarch.interests), principal: cents(march.principal) + cents(april.principal) + cents(southMarch.principal) };
    // The merge table before the send: the rent lines carry their rows, every other line 0.00.
    expect(mergeRows.map((l) => [l.invoiceNumber, l.positionNetAmountPln, l.interests])).toEqual([
      ['FV/O/1', 900, march.interests], ['FV/O/1', 45, 0], ['FV/O/1', 12.5, 0], ['FV/O/2', 851.26, april.interests], ['FV/O/3', -12.5, 0], ['FV/O/4', 900, southMarch.interests], ['FV/O/4', 30, 0],
    ]);
    const merged = (field: 'interests' | 'principal') => mergeRows.reduce((s, l) => s + cents(l[field] ?? 0), 0);
    expect({ interests: merged('interests'), principal: merged('principal') }).toEqual(schedule);
    const { total, column } = await workbookRows('pl');
    expect({ interests: cents((total[column('interests')] as { result: number }).result), principal: cents((total[column('principal')] as { result: number }).result) }).toEqual(schedule);
    // The XML says each invoice's interest and principal in words (OPIS), in the downloader's language.
    const [first] = documentsOf((await download(xmlUrl(sentOfA.id, sentOfA.token, '?lang=pl'))).payload);
    const description = formatMessage('pl', 'optima.description', {
      agreements: formatMessage('pl', 'optima.agreement', { contractNumber: 'O/1', scheduleNumber: '1' }),
      interests: { money: march.interests },
      principal: { money: march.principal },
    });
    expect(text(first as XmlElement, 'OPIS')).toBe(description);
    expect(description).toMatch(/^Leasing O\/1 harmonogram 1; odsetki -?\d[\d\u00a0]*,\d{2}, kapitał -?\d[\d\u00a0]*,\d{2}$/);
    const [english] = documentsOf((await download(xmlUrl(sentOfA.id, sentOfA.token, '?lang=en'))).payload);
    expect(text(english as XmlElement, 'OPIS')).toMatch(/^Lease O\/1 schedule 1; interest -?\d[\d\u00a0]*,\d{2}, principal /);
  });

  it('a correction’s reason is in its description', async () => {
    const documents = documentsOf((await download(xmlUrl(sentOfA.id, sentOfA.token, '?lang=pl'))).payload);
    expect(text(documents[2] as XmlElement, 'OPIS')).toContain('Przyczyna korekty: Błędna opłata');
  });
});

describe('who may download it: the send’s token, else 404', () => {
  const notFound = { success: false, errors: [{ propertyName: '', message: formatMessage('en', 'common.notFound.invoiceExport') }], value: null };
  async function expectNotFound(path: string) {
    const reply = await download(path);
    expect(reply.statusCode, path).toBe(404);
    expect(reply.json(), path).toEqual(notFound);
  }

  it('a bad token, a token of another export or kind, another tenant’s export: 404', async () => {
    await expectNotFound(xmlUrl(sentOfA.id, 'not-a-token'));
    await expectNotFound(xmlUrl(sentOfA.id, otherOfA.token));
    await expectNotFound(xmlUrl(otherOfA.id, sentOfA.token));
    await expectNotFound(xmlUrl(sentOfA.id, sentOfB.token));
    await expectNotFound(xmlUrl(sentOfB.id, sentOfA.token));
    await expectNotFound(xmlUrl(sentOfA.id, a));
    await expectNotFound(xmlUrl(2_147_483_647, sentOfA.token));
    const [user] = await t.db.select({ stamp: users.securityStamp }).from(users).where(eq(users.id, t.seed.userId));
    const leaseReportToken = await issueDownloadToken(
      t.app.context.tokenKey,
      { userId: t.seed.userId, stamp: user?.stamp ?? '', tenantId: aId, kind: 'leaseReport', resourceId: sentOfA.id },
      t.config.security.downloadTokenTtlSeconds,
      t.clock(),
    );
    await expectNotFound(xmlUrl(sentOfA.id, leaseReportToken));
    // Hostile paths: 404, or a field error for a malformed id; never a 500.
    for (const path of ['/api/reports/0/xml/x/optima', '/api/reports/-1/xml/x/optima', `/api/reports/abc/xml/${sentOfA.token}/optima`, `/api/reports/1/xml/${'a'.repeat(999)}/optima`, '/api/reports/99999999999999999999/xml/x/optima?lang=xx', `/api/reports/${sentOfA.id}/xml/${sentOfA.token}/optima?lang=%00`]) {
      const reply = await download(path);
      expect([200, 404], path).toContain(reply.statusCode);
      if (reply.statusCode === 404 || !reply.headers['content-type']?.toString().startsWith('application/xml')) expect(reply.json().success, path).toBe(false);
    }
    // B's own export opens with B's token.
    const ofB = await download(xmlUrl(sentOfB.id, sentOfB.token));
    expect(ofB.statusCode).toBe(200);
    expect(documentsOf(ofB.payload).map((d) => text(d, 'NUMER'))).toEqual(['FV/O/1']);
  });

  it('an expired token is 404', async () => {
    const ttlMs = t.config.security.downloadTokenTtlSeconds * 1000;
    t.clock.advance(ttlMs + 1000);
    try {
      await expectNotFound(xmlUrl(sentOfA.id, sentOfA.token));
    } finally {
      t.clock.advance(-(ttlMs + 1000));
    }
  });
});
