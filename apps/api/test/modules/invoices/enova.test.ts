import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@leasedesk/contract';
import { tenants, users } from '../../../src/db/schema.ts';
import { issueDownloadToken, type DownloadClaims } from '../../../src/lib/auth/download-tokens.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { day, tableOf, titleBlockOf, workbookOf } from '../../support/workbook-reading.ts';
import { completeLine, lessor, scheduleRowOf, storeReport, type Lessor } from './support-send.ts';

/**
 * GET /api/reports/{id}/excel/{token}/enovareports (FORMATS §6): the workbook of one send, read back. Tenant A
 * is the CSI demo tenant, B the IFRS16 one (the demo user belongs to both).
 */
let t: TestApp;
let a: string;
let b: string;
let aId: number;
let north: Lessor;
let sentOfA: { id: number; token: string };
let otherOfA: { id: number; token: string };
let sentOfB: { id: number; token: string };

const en = formatMessage.bind(null, 'en');
const ksefOf12 = '7731000015-20250305-0100001AF629-AF';
const ksefOfCorrection = '7731000015-20250320-0100001AF62A-1C';
const ksefOfCorrected = '7731000015-20250205-0100001AF610-0D';
const url = (id: number, token: string, query = '') => `/api/reports/${id}/excel/${token}/enovareports${query}`;
const download = (path: string) => t.app.inject({ method: 'GET', url: path });
const headersIn = (language: 'en' | 'pl') =>
  ['invoiceNumber', 'ksefNumber', 'invoiceDate', 'paymentDate', 'incomeDate', 'periodInvoiced', 'contractorName', 'taxId', 'agreementNumber', 'scheduleNumber', 'positionDescription',
    'positionNetAmountPln', 'positionVatAmountPln', 'positionGrossAmountPln', 'vatRate', 'vatRateCode', 'currency', 'exchangeRate', 'interests', 'principal',
    'correctedInvoiceNumber', 'correctedKsefNumber'].map((field) =>
    formatMessage(language, `excel.enova.column.${field}` as Parameters<typeof formatMessage>[1]),
  );

async function sent(token: string, ids: number[]) {
  const reply = await t.call<{ id: number; token: string }>('POST', '/api/extensivereport/send', { token, body: { extensiveReportDtos: ids.map((id) => ({ id })) } });
  if (!reply.body.value) throw new Error(reply.raw);
  return reply.body.value;
}

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  a = await t.tenantToken(user, t.seed.tenantIds.csi);
  b = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  aId = t.seed.tenantIds.csi;
  north = await lessor(t, a, 'Leasing Północ Sp. z o.o.', 773_100_001, 'E/1');
  const { lineIds } = await storeReport(t, aId, 'Eksport', [
    completeLine(north, 'FV/2025/03/12', 9500, 2185, { ksefNumber: ksefOf12, vatRateCode: '23' }),
    completeLine(north, 'FV/2025/03/12', 0.1, 0.02, { positionDescription: '=HYPERLINK("http://evil")', vatRate: '0.2', incomeDate: null, ksefNumber: ksefOf12 }),
    completeLine(north, 'FV/2025/03/07', 1234.56, 98.76, { positionDescription: 'Rata w EUR', currency: 'EUR', exchangeRate: '4.2563', vatRate: '0.08', periodInvoiced: '2025-04-01' }),
    // A KSeF correction of February's invoice, reducing it: exempt from VAT, so its rate reads `zw`.
    completeLine(north, 'FV/K/1', -100, 0, {
      positionDescription: 'Korekta ubezpieczenia', vatRate: '0', vatRateCode: 'zw', invoiceKind: 'KOR', ksefNumber: ksefOfCorrection,
      correctedInvoiceNumber: 'FV/2025/02/12', correctedKsefNumber: ksefOfCorrected, correctedInvoiceDate: '2025-02-05',
    }),
  ]);
  // Not sent: must not appear.
  await storeReport(t, aId, 'Inny', [completeLine(north, 'FV/INNA', 1, 0.23)]);
  sentOfA = await sent(a, lineIds);
  const other = await storeReport(t, aId, 'Drugi eksport', [completeLine(north, 'FV/9', 7, 1.61)]);
  otherOfA = await sent(a, other.lineIds);
  const ofB = await lessor(t, b, 'Leasing B', 773_100_101, 'E/1');
  const inB = await storeReport(t, t.seed.tenantIds.ifrs16, 'Eksport', [completeLine(ofB, 'FV/B/1', 3, 0.69)]);
  sentOfB = await sent(b, inB.lineIds);
});
afterAll(async () => t.close());

describe('the workbook of a send', () => {
  it('one sheet, FORMATS §6 columns in order, one row per sent line, numbers to the cent, dates as dates, a totals row', async () => {
    const reply = await download(url(sentOfA.id, sentOfA.token));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(reply.headers['content-disposition']).toContain(`invoices-sent-${sentOfA.id}-`);
    const workbook = await workbookOf(reply.rawPayload);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const [tenant] = await t.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, aId));
    expect(titleBlockOf(sheet).get(en('excel.label.client'))?.value).toBe(tenant?.name);
    expect(titleBlockOf(sheet).get(en('excel.enova.label.export'))?.value).toBe(sentOfA.id);
    const { header, rows, total, headerRow } = tableOf(sheet);
    expect(header).toEqual(headersIn('en'));
    const march = await scheduleRowOf(t, aId, north.agreement.id, '2025-03');
    const april = await scheduleRowOf(t, aId, north.agreement.id, '2025-04');
    const h = headersIn('en');
    const pick = (row: Record<string, unknown>) => h.map((name) => row[name]);
    // Invoice and line order: FV/2025/03/07 before FV/2025/03/12 before FV/K/1.
    expect(rows.map(pick)).toEqual([
      ['FV/2025/03/07', null, day('2025-03-05'), day('2025-03-19'), day('2025-03-05'), day('2025-04-01'), 'Leasing Północ Sp. z o.o.', north.taxId, 'E/1', '1', 'Rata w EUR', 1234.56, 98.76, 1333.32, 0.08, '8 %', 'EUR', 4.2563, april.interests, april.principal, null, null],
      ['FV/2025/03/12', ksefOf12, day('2025-03-05'), day('2025-03-19'), day('2025-03-05'), day('2025-03-01'), 'Leasing Północ Sp. z o.o.', north.taxId, 'E/1', '1', 'Rata FV/2025/03/12', 9500, 2185, 11685, 0.23, '23 %', 'PLN', 1, march.interests, march.principal, null, null],
      // Formula-looking text is neutralised; a missing date is an empty cell. The row's interest and principal
      // are on the rent line above (DOMAIN §11): this second line of the same schedule row carries 0.00.
      ['FV/2025/03/12', ksefOf12, day('2025-03-05'), day('2025-03-19'), null, day('2025-03-01'), 'Leasing Północ Sp. z o.o.', north.taxId, 'E/1', '1', '\'=HYPERLINK("http://evil")', 0.1, 0.02, 0.12, 0.2, '20 %', 'PLN', 1, 0, 0, null, null],
      // A correction names what it corrects, and carries no interest or principal of its own.
      ['FV/K/1', ksefOfCorrection, day('2025-03-05'), day('2025-03-19'), day('2025-03-05'), day('2025-03-01'), 'Leasing Północ Sp. z o.o.', north.taxId, 'E/1', '1', 'Korekta ubezpieczenia', -100, 0, -100, 0, 'zw', 'PLN', 1, 0, 0, 'FV/2025/02/12', ksefOfCorrected],
    ]);
    // Number formats: money with 2 decimals, dates as dates.
    const first = sheet.getRow(headerRow + 1);
    const columnOf = (field: string) => h.indexOf(en(`excel.enova.column.${field}` as Parameters<typeof formatMessage>[1])) + 1;
    expect(first.getCell(columnOf('positionNetAmountPln')).numFmt).toBe('#,##0.00');
    expect(first.getCell(columnOf('interests')).numFmt).toBe('#,##0.00');
    expect(first.getCell(columnOf('vatRate')).numFmt).toBe('0.000%');
    expect(first.getCell(columnOf('invoiceDate')).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(columnOf('invoiceDate')).value).toBeInstanceOf(Date);
    // Totals of net, VAT, gross PLN, interest and principal, to the cent (summed in cents), and nothing else.
    const result = (field: string) => (total?.[h[columnOf(field) - 1] ?? ''] as { result?: number } | null | undefined)?.result;
    expect(result('positionNetAmountPln')).toBe(10634.66);
    expect(result('positionVatAmountPln')).toBe(2283.78);
    expect(result('positionGrossAmountPln')).toBe(12918.44);
    // Each schedule row's figures once: the sums are the schedule's own for the two rows billed.
    expect(result('interests')).toBe((Math.round(april.interests * 100) + Math.round(march.interests * 100)) / 100);
    expect(result('principal')).toBe((Math.round(april.principal * 100) + Math.round(march.principal * 100)) / 100);
    expect(total?.[h[columnOf('vatRate') - 1] ?? '']).toBeNull();
  });

  it('in Polish with ?lang=pl, and again while the token lives', async () => {
    const reply = await download(url(sentOfA.id, sentOfA.token, '?lang=pl'));
    const sheet = (await workbookOf(reply.rawPayload)).worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const { header, rows, total } = tableOf(sheet, 'Razem');
    expect(header).toEqual(headersIn('pl'));
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row[formatMessage('pl', 'excel.enova.column.vatRateCode')])).toEqual(['8 %', '23 %', '20 %', 'zw']);
    expect(total).not.toBeNull();
    // The invoice date (column 3, after the KSeF number) in the Polish form.
    expect(sheet.getRow(frozenHeader(sheet) + 1).getCell(3).numFmt).toBe('dd.mm.yyyy');
    expect((await download(url(sentOfA.id, sentOfA.token))).statusCode).toBe(200);
  });
});

const frozenHeader = (sheet: { views: unknown[] }) => (sheet.views[0] as { ySplit: number }).ySplit;

describe('who may download it', () => {
  const notFound = { success: false, errors: [{ propertyName: '', message: en('common.notFound.invoiceExport') }], value: null };
  async function expectNotFound(path: string) {
    const reply = await download(path);
    expect(reply.statusCode, path).toBe(404);
    expect(reply.json(), path).toEqual(notFound);
  }
  const stampOfUser = async () => (await t.db.select({ stamp: users.securityStamp }).from(users).where(eq(users.id, t.seed.userId)))[0]?.stamp ?? '';
  const forged = async (claims: Partial<DownloadClaims>) =>
    issueDownloadToken(
      t.app.context.tokenKey,
      { userId: t.seed.userId, stamp: await stampOfUser(), tenantId: aId, kind: 'invoiceExport', resourceId: sentOfA.id, ...claims },
      t.config.security.downloadTokenTtlSeconds,
      t.clock(),
    );

  it('a forged token of the same claims opens it (the control case)', async () => {
    expect((await download(url(sentOfA.id, await forged({})))).statusCode).toBe(200);
  });

  it('a token of another export, kind or tenant is 404; so is tenant B with its own token on A’s export', async () => {
    await expectNotFound(url(otherOfA.id, sentOfA.token));
    await expectNotFound(url(sentOfA.id, otherOfA.token));
    await expectNotFound(url(sentOfA.id, sentOfB.token));
    await expectNotFound(url(sentOfB.id, sentOfA.token));
    await expectNotFound(url(sentOfA.id, await forged({ kind: 'leaseReport' })));
    await expectNotFound(url(sentOfA.id, await forged({ tenantId: t.seed.tenantIds.ifrs16 })));
    await expectNotFound(url(sentOfA.id, a));
    await expectNotFound(url(sentOfA.id, 'not-a-token'));
    await expectNotFound(url(2_147_483_647, sentOfA.token));
    // B's own export opens for B's token (the same report name in both tenants).
    expect((await download(url(sentOfB.id, sentOfB.token))).statusCode).toBe(200);
  });

  it('an expired token, a stale stamp or a user who is not a member is 404', async () => {
    await expectNotFound(url(sentOfA.id, await forged({ stamp: 'stale' })));
    await expectNotFound(url(sentOfA.id, await forged({ userId: t.seed.administratorId })));
    const ttlMs = t.config.security.downloadTokenTtlSeconds * 1000;
    t.clock.advance(ttlMs + 1000);
    try {
      await expectNotFound(url(sentOfA.id, sentOfA.token));
    } finally {
      t.clock.advance(-(ttlMs + 1000));
    }
  });

  it('after logout the send’s token opens nothing', async () => {
    const session = await t.tenantToken(await t.loginUser(), aId);
    const { lineIds } = await storeReport(t, aId, 'Wylogowanie', [completeLine(north, 'FV/L/1', 5, 1.15)]);
    const mine = await sent(session, lineIds);
    expect((await download(url(mine.id, mine.token))).statusCode).toBe(200);
    expect((await t.call('POST', '/api/logout', { token: session })).status).toBe(200);
    await expectNotFound(url(mine.id, mine.token));
  });
});
