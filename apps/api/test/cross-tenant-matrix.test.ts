import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto, PagedResult, SalesPersonDto } from '@leasedesk/contract';
import { contractors, depreciations, emailSettings, impairmentAnswers, impairmentQuestionnaires, invoiceExportMails, invoiceExports, invoiceLines, invoiceReports, leaseAgreements, leaseAmortizations, leaseCalculations, leaseChanges, salesPersons, tenants } from '../src/db/schema.ts';
import type { RouteEntry } from '../src/lib/auth/access-control.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { multipartFile } from './support/multipart.ts';
import { makeInvoicePdf } from './support/pdf-invoices.ts';
import { validTaxId } from './support/tax-ids.ts';

/**
 * Tenant B's token against tenant A's records, generated from the app's route table: every tenant
 * route with an {id} must have a fixture below (a route added later fails here until it has one),
 * must answer B exactly as for an id that does not exist, and must leave A's row as it was.
 */
let t: TestApp;
let a: string;
let b: string;
let contractorOfA: ContractorDto;
let salesPersonOfA: SalesPersonDto;
let agreementOfA: LeaseAgreementDto;
/** A send of A's (its hand-off by e-mail is read and mailed by id). */
let exportOfA: number;
const taxIdOfA = validTaxId(777_123_000);

/** The other path parameters of a resource's routes (URL-encoded as clients send them). */
type Fixture = {
  id: () => number;
  notFound: string;
  body: unknown;
  row: (id: number) => Promise<unknown>;
  params?: Record<string, string>;
  /** A route's own body where it takes another shape than the resource's (a well-formed one, so only the 404 can answer). */
  bodies?: Record<string, unknown>;
};

/** An IFRS16 agreement of tenant A (so it has a calculation, schedule and depreciation). */
const agreementBody = () => ({
  contractorId: contractorOfA.id,
  salesPersonId: salesPersonOfA.id,
  contractNumber: 'TAJNA/2025/1',
  scheduleNumber: 'H/1',
  startingDate: '2025-01-01',
  termInMonths: 12,
  rentPaymentAmount: 1000,
  incrementalBorrowingRate: 0.05,
  paymentDue: 1,
  paymentInterval: 0,
  accountingStandard: 1,
});

/** The agreement with every figure row it owns: a recompute by B would replace them (new ids). */
const agreementRows = async (id: number) => ({
  agreement: (await t.db.select().from(leaseAgreements).where(eq(leaseAgreements.id, id)))[0],
  calculation: await t.db.select().from(leaseCalculations).where(eq(leaseCalculations.leaseAgreementId, id)),
  schedule: await t.db.select().from(leaseAmortizations).where(eq(leaseAmortizations.leaseAgreementId, id)).orderBy(asc(leaseAmortizations.id)),
  depreciation: await t.db.select().from(depreciations).where(eq(depreciations.leaseAgreementId, id)).orderBy(asc(depreciations.id)),
  changes: await t.db.select().from(leaseChanges).where(eq(leaseChanges.leaseAgreementId, id)).orderBy(asc(leaseChanges.version)),
  impairment: await t.db
    .select({ questionnaire: impairmentQuestionnaires, answer: impairmentAnswers })
    .from(impairmentQuestionnaires)
    .leftJoin(impairmentAnswers, eq(impairmentAnswers.questionnaireId, impairmentQuestionnaires.id))
    .where(eq(impairmentQuestionnaires.leaseAgreementId, id))
    .orderBy(asc(impairmentQuestionnaires.id), asc(impairmentAnswers.sequence)),
});

const fixtures: Record<string, Fixture> = {
  // A's e-mail settings: a tenant token reads only its own client's.
  '/api/tenants/:id': {
    id: () => t.seed.tenantIds.ifrs16,
    notFound: 'Client not found',
    body: undefined,
    row: async (id) => ({
      tenant: (await t.db.select().from(tenants).where(eq(tenants.id, id)))[0],
      settings: await t.db.select().from(emailSettings).where(eq(emailSettings.tenantId, id)),
    }),
  },
  // A's send: its hand-off by e-mail (preview and mail).
  '/api/reports/:id': {
    id: () => exportOfA,
    notFound: 'Export not found',
    body: undefined,
    row: async (id) => ({
      send: (await t.db.select().from(invoiceExports).where(eq(invoiceExports.id, id)))[0],
      mails: await t.db.select().from(invoiceExportMails).where(eq(invoiceExportMails.invoiceExportId, id)),
    }),
  },
  '/api/contractors/:id': {
    id: () => contractorOfA.id,
    notFound: 'Contractor not found',
    body: { name: 'Przejęty przez B', taxId: validTaxId(111_222_333) },
    row: async (id) => (await t.db.select().from(contractors).where(eq(contractors.id, id)))[0],
    // The lookups under /api/contractors/:id/leaseagreements name A's own agreement.
    params: { leaseAgreementNumber: encodeURIComponent('TAJNA/2025/1'), scheduleNumber: encodeURIComponent('H/1') },
  },
  '/api/leaseagreements/:id': {
    id: () => agreementOfA.id,
    notFound: 'Lease agreement not found',
    get body() {
      return { ...agreementBody(), contractNumber: 'Przejęta przez B' };
    },
    row: agreementRows,
    bodies: {
      '/api/leaseagreements/:id/impairmentprocedure': { accountingYearEnd: '2026-12-31', answers: [{ sequence: 1, answer: true }] },
      // A termination A's agreement would take (after its own change of July): only the 404 can answer B.
      '/api/leaseagreements/:id/changes': { effectiveDate: '2025-10-01', changeKind: 3 },
    },
  },
  '/api/leaseagreements/:page/:pageSize/contractors/:id': {
    id: () => contractorOfA.id,
    notFound: 'Contractor not found',
    body: undefined,
    row: async (id) => (await t.db.select().from(contractors).where(eq(contractors.id, id)))[0],
    params: { page: '1', pageSize: '100' },
  },
  '/api/salespersons/:id': {
    id: () => salesPersonOfA.id,
    notFound: 'Sales person not found',
    body: { firstName: 'Przejęty', lastName: 'Przez B' },
    row: async (id) => (await t.db.select().from(salesPersons).where(eq(salesPersons.id, id)))[0],
  },
};

/** Tenant GET routes without an {id}: the lists B calls (each with searches that would find A's records), or why not. */
const listProbes: Record<string, string[] | { skip: string }> = {
  '/api/contractors': ['/api/contractors', '/api/contractors?query=Sekretny', `/api/contractors?query=${taxIdOfA}`, '/api/contractors?query=alfa&page=1&pageSize=100', '/api/contractors?page=1&pageSize=100'],
  '/api/contractors/parameters/:queryParameter': ['/api/contractors/parameters/Sekretny', `/api/contractors/parameters/${taxIdOfA.slice(0, 6)}`],
  '/api/salespersons': ['/api/salespersons', '/api/salespersons?query=Tajny', '/api/salespersons?page=1&pageSize=100'],
  '/api/leaseagreements/:page/:pageSize/contractors/all': ['/api/leaseagreements/1/100/contractors/all', '/api/leaseagreements/1/100/contractors/all?sort=contractorName&direction=desc'],
  '/api/tenants/accountingstandards': { skip: 'the token’s own tenant settings, not records' },
  '/api/home/figures/agreements': { skip: 'sums, not records: test/modules/home/home-figures.test.ts checks each tenant’s sums against its own schedules' },
  '/api/home/figures/payments': { skip: 'sums, not records: test/modules/home/home-figures.test.ts' },
  '/api/reminders': { skip: 'dates keyed by agreement, not records with ids: test/modules/reminders/reminder-routes.test.ts shows B none of A’s' },
  '/api/reminders/preferences': { skip: 'the caller’s own choice in the token’s tenant, not records' },
  '/api/ceidg/firmy/nip': { skip: 'the public business register, not tenant records' },
  '/api/invoicereports/:startDate/:endDate': { skip: 'invoice reports are named, not numbered: the invoice block below' },
  '/api/reports/names/:startDate/:endDate': { skip: 'invoice reports are named, not numbered: the invoice block below' },
  '/api/invoicereports/:name': { skip: 'by name: the invoice block below' },
  '/api/invoicereports/:reportName/contractors': { skip: 'by name: the invoice block below' },
  '/api/invoicereports/:reportName/amortization': { skip: 'by name: the invoice block below' },
  '/api/invoicereports/:name/pdfdocuments/:documentId': { skip: 'by name: the invoice block below' },
  '/api/invoicereports/:name/history': { skip: 'by name: the invoice block below' },
  '/api/invoices/errors': { skip: 'by name: the invoice block below' },
  '/api/reports/:name/invoices': { skip: 'by name: the invoice block below' },
  '/api/reports/:name/invoices/:number': { skip: 'by name: the invoice block below' },
  '/api/invoices/csv/template': { skip: 'the same file for everybody' },
  '/api/leaseagreement/csv/template': { skip: 'the same file for everybody' },
  '/api/leaseamortizations/csv/template': { skip: 'the same file for everybody' },
  '/api/leasecalculations/csv/template': { skip: 'the same file for everybody' },
  '/api/leaseagreements/csv': { skip: 'a CSV file, not records in an envelope: the CSV block below exports with A’s contractor ids as B' },
  '/api/leaseagreements/changes/csv': { skip: 'a CSV file, not records in an envelope: the CSV block below exports with A’s contractor ids as B' },
};

/**
 * Tenant POST routes without an {id}: the reports and lookups B runs with A's ids in the body (each must find
 * A's figures for A and nothing for B), or why not. A route added later fails until it is listed here.
 */
const period = { reportingPeriodStartingDate: '2025-01-01', reportingPeriodClosingDate: '2025-12-31' };
const postProbes: Record<string, (() => unknown[]) | { skip: string }> = {
  '/api/contractor': { skip: 'creates a record of the caller’s tenant' },
  '/api/salesperson': { skip: 'creates a record of the caller’s tenant' },
  '/api/leaseagreement': { skip: 'creates a record of the caller’s tenant: a contractor of another tenant is a field error (lease-agreements tests)' },
  '/api/leaseagreement/preview': { skip: 'calculates the body, reads no records' },
  '/api/leaseagreements/report': () => [{ contractorIds: [contractorOfA.id] }, { contractNumbers: ['TAJNA/2025/1'] }],
  '/api/leaseamortizations/report': () => [{ contractorIds: [contractorOfA.id], periodStart: '2025-01-01', periodEnd: '2025-12-31' }],
  '/api/contractors/ids/leaseagreements/contractnumbers': () => [[contractorOfA.id], { contractorsIds: [contractorOfA.id] }],
  '/api/contractors/ids/leaseagreements/schedulnumbers': () => [[contractorOfA.id], { contractorsIds: [contractorOfA.id], contractNumbers: ['TAJNA/2025/1'] }],
  '/api/customers/leaseagreements/periods/accountingentry': () => [{ contractorIds: [contractorOfA.id], ...period }],
  '/api/customers/leaseagreements/periods/disclosure': () => [{ contractorIds: [contractorOfA.id], ...period }],
  '/api/sensitivityanalisys': { skip: 'names one agreement by id: B gets the 404 of a missing agreement (the test below)' },
  '/api/sensitivityanalisys/portfolio': () => [{ contractorIds: [contractorOfA.id], auditorRate: 0.08 }, { auditorRate: 0.08 }],
  '/api/leaseagreement/borrowingrate': { skip: 'calculates the body, reads no records' },
  '/api/invoices/csv': { skip: 'creates a report of the caller’s tenant: the invoice block below imports the same name for both' },
  '/api/invoices/ksef': { skip: 'creates a report of the caller’s tenant; another client holding the same invoice neither refuses nor names its report (test/modules/invoices/invoice-ksef-duplicates.test.ts)' },
  '/api/pdfdocument/ocr': { skip: 'adds to a report of the caller’s tenant: the invoice block below uploads under one name for both' },
  '/api/leaseagreement/csv': { skip: 'creates agreements of the caller’s tenant: another tenant’s contractor tax id is a row error (test/modules/agreement-csv)' },
  '/api/leaseagreement/changes/csv': { skip: 'changes agreements of the caller’s tenant: the CSV block below names A’s agreement as B' },
  '/api/leaseamortizations/csv': { skip: 'stores figures beside the caller’s agreements: the CSV block below names A’s agreement as B' },
  '/api/leasecalculations/csv': { skip: 'stores figures beside the caller’s agreements: the CSV block below names A’s agreement as B' },
  '/api/extensivereport/send': { skip: 'names lines by id: the invoice block below' },
};

/** What an answer echoes of the request or of the run itself, not of anybody's records. */
const runKeys = new Set(['reportId', 'token', 'auditorRate']);

/** Whether an answer holds anything of A's: a row, a number of A's agreement, or a figure other than 0. */
const holdsAnything = (value: unknown): boolean => {
  if (Array.isArray(value)) return value.length > 0;
  if (value === null || typeof value !== 'object') return typeof value === 'number' && value !== 0;
  return Object.entries(value).some(([key, inner]) => !runKeys.has(key) && holdsAnything(inner));
};

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  // A keeps IFRS16 agreements (an agreement's standard is its tenant's), so A's agreement has every figure.
  a = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  b = await t.tenantToken(user, t.seed.tenantIds.csi);
  contractorOfA = (await t.call<ContractorDto>('POST', '/api/contractor', { token: a, body: { name: 'Sekretny Kontrahent Alfa', taxId: taxIdOfA, code: 'A-1' } })).body.value as ContractorDto;
  salesPersonOfA = (await t.call<SalesPersonDto>('POST', '/api/salesperson', { token: a, body: { firstName: 'Tajny', lastName: 'Handlowiec' } })).body.value as SalesPersonDto;
  if (!contractorOfA || !salesPersonOfA) throw new Error('fixtures of tenant A were not created');
  agreementOfA = (await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token: a, body: agreementBody() })).body.value as LeaseAgreementDto;
  if (!agreementOfA || agreementOfA.depraciations.length !== 12) throw new Error('the agreement of tenant A was not created');
  // A's questionnaire for 2025: B's answers for a later year end would archive it, which the row check would see.
  const answered = await t.call('PUT', `/api/leaseagreements/${agreementOfA.id}/impairmentprocedure`, { token: a, body: { accountingYearEnd: '2025-12-31', answers: [{ sequence: 1, answer: false }] } });
  if (answered.status !== 200) throw new Error('the impairment questionnaire of tenant A was not stored');
  // A's lease change: B's undo would withdraw it, B's change would add a version.
  const changed = await t.call('POST', `/api/leaseagreements/${agreementOfA.id}/changes`, { token: a, body: { effectiveDate: '2025-07-01', changeKind: 0, rentPaymentAmount: 1100 } });
  if (!changed.body.success) throw new Error(`the lease change of tenant A was not stored: ${changed.raw}`);
  agreementOfA = (await t.call<LeaseAgreementDto>('GET', `/api/leaseagreements/${agreementOfA.id}`, { token: a })).body.value as LeaseAgreementDto;
  // A's e-mail settings and a send of A's (a report of its own name, so the invoice block below is not touched).
  const admin = await t.loginAdministrator();
  const settings = { name: 'Sekretny Klient', taxId: taxIdOfA, emailAddress: 'tajna@ksiegowosc.example', sender: 'Tajny', emailTitle: 'Faktury {number}' };
  if (!(await t.call('PUT', `/api/tenants/${t.seed.tenantIds.ifrs16}/emailsettings`, { token: admin, body: settings })).body.success) throw new Error('the e-mail settings of tenant A were not stored');
  const sentName = encodeURIComponent('Wysłane A / 2025');
  const csv = Buffer.from(
    'contractorName;taxId;agreementNumber;scheduleNumber;invoiceNumber;invoiceDate;paymentDate;periodInvoiced;positionDescription;positionNetAmountPln;positionVatAmountPln;vatRate;currency\n' +
      `Sekretny Kontrahent Alfa;${taxIdOfA};TAJNA/2025/1;H/1;FV/TAJNA/WYSLANA;05.02.2025;19.02.2025;2025-02;Rata 2/12;1 000,00;230,00;23%;PLN\n`,
  );
  const upload = multipartFile('file', 'wyslane.csv', 'text/csv', csv);
  await t.app.inject({ method: 'POST', url: `/api/invoices/csv?name=${sentName}`, headers: { ...upload.headers, authorization: `Bearer ${a}` }, payload: upload.body });
  const lines = (await t.call<{ id: number }[]>('GET', `/api/invoicereports/${sentName}/amortization`, { token: a })).body.value ?? [];
  const sent = await t.call<{ id: number }>('POST', '/api/extensivereport/send', { token: a, body: { extensiveReportDtos: lines.map((line) => ({ id: line.id })) } });
  if (!sent.body.value || lines.length !== 1) throw new Error(`the send of tenant A was not made: ${sent.raw}`);
  exportOfA = sent.body.value.id;
});
afterAll(async () => t.close());

/** Routes a tenant token may call with an id: the tenant's own, and those about one tenant named in the path. */
const tenantRoutesWithId = (): RouteEntry[] => t.app.routeTable.filter((route) => (route.access === 'tenant' || route.access === 'tenantOrAdministrator') && route.url.includes(':id'));
const resourceOf = (route: RouteEntry) => route.url.replace(/\/:id(\/.*)?$/, '/:id');
const urlOf = (route: RouteEntry, fixture: Fixture, id: number) =>
  route.url.replace(':id', String(id)).replace(/:(\w+)/g, (_, name: string) => {
    const value = fixture.params?.[name];
    if (value === undefined) throw new Error(`fixture for ${resourceOf(route)} lacks the path parameter ${name}`);
    return value;
  });

describe('tenant B against tenant A’s records', () => {
  it('has a fixture for every tenant route with an id (read, update, delete of contractors and sales persons)', () => {
    const routes = tenantRoutesWithId().map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/contractors/:id',
        'PUT /api/contractors/:id',
        'DELETE /api/contractors/:id',
        'GET /api/salespersons/:id',
        'PUT /api/salespersons/:id',
        'DELETE /api/salespersons/:id',
        'GET /api/leaseagreements/:id',
        'PUT /api/leaseagreements/:id',
        'DELETE /api/leaseagreements/:id',
        'GET /api/leaseagreements/:page/:pageSize/contractors/:id',
        'GET /api/leaseagreements/:id/leasecalculation',
        'POST /api/leaseagreements/:id/leasecalculation',
        'GET /api/leaseagreements/:id/leaseamortizations',
        'POST /api/leaseagreements/:id/leaseamortizations',
        'GET /api/leaseagreements/:id/leaseamortization',
        'POST /api/leaseagreements/:id/leaseamortization',
        'GET /api/leaseagreements/:id/depreciations',
        'POST /api/leaseagreements/:id/depreciation',
        'GET /api/contractors/:id/leaseagreements',
        'GET /api/contractors/:id/leaseagreements/:leaseAgreementNumber/schedules',
        'GET /api/contractors/:id/leaseagreements/:leaseAgreementNumber/:scheduleNumber',
        'GET /api/leaseagreements/:id/impairmentprocedure',
        'PUT /api/leaseagreements/:id/impairmentprocedure',
        'POST /api/leaseagreements/:id/changes',
        'GET /api/leaseagreements/:id/changes',
        'DELETE /api/leaseagreements/:id/changes/latest',
        'GET /api/tenants/:id/emailsettings',
        'GET /api/reports/:id/email',
        'POST /api/reports/:id/email',
      ]),
    );
    for (const route of tenantRoutesWithId()) expect(fixtures[resourceOf(route)], `fixture for ${route.url}`).toBeDefined();
  });

  it('answers 404 exactly as for a missing id, and leaves the row unchanged, on every such route', async () => {
    let checked = 0;
    for (const route of tenantRoutesWithId()) {
      const fixture = fixtures[resourceOf(route)] as Fixture;
      const label = `${route.method} ${route.url}`;
      const body = route.method === 'PUT' || route.method === 'POST' ? (fixture.bodies?.[route.url] ?? fixture.body) : undefined;
      const before = await fixture.row(fixture.id());
      expect(before, label).toBeDefined();

      const reply = await t.call(route.method as 'GET', urlOf(route, fixture, fixture.id()), { token: b, body });
      expect(reply.status, label).toBe(404);
      expect(reply.body, label).toEqual({ success: false, errors: [{ propertyName: '', message: fixture.notFound }], value: null });
      const missing = await t.call(route.method as 'GET', urlOf(route, fixture, 2147483647), { token: b, body });
      expect({ status: missing.status, body: missing.body }, `${label}: same answer as a missing id`).toEqual({ status: reply.status, body: reply.body });

      expect(await fixture.row(fixture.id()), `${label}: row unchanged`).toEqual(before);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(24);
    // Tenant A still has both, untouched.
    expect((await t.call('GET', `/api/contractors/${contractorOfA.id}`, { token: a })).body.value).toEqual(contractorOfA);
    expect((await t.call('GET', `/api/salespersons/${salesPersonOfA.id}`, { token: a })).body.value).toEqual(salesPersonOfA);
    const agreementForA = (await t.call<LeaseAgreementDto>('GET', `/api/leaseagreements/${agreementOfA.id}`, { token: a })).body.value;
    expect({ ...agreementForA, token: '' }).toEqual({ ...agreementOfA, token: '' });
    // The lookups find A's agreement for A (the same URLs answered B 404 above).
    expect((await t.call('GET', `/api/contractors/${contractorOfA.id}/leaseagreements/TAJNA%2F2025%2F1/H%2F1`, { token: a })).body.value).toMatchObject({ id: agreementOfA.id });
  });

  it('never shows A’s records in B’s lists and searches, which find them for A', async () => {
    const tenantLists = t.app.routeTable.filter((route) => route.access === 'tenant' && route.method === 'GET' && !route.url.includes(':id'));
    const idsIn = (value: unknown): number[] => {
      const items = Array.isArray(value) ? value : (value as PagedResult<{ id: number }> | null)?.items ?? [];
      return (items as { id: number }[]).map((item) => item.id);
    };
    const ofA = [contractorOfA.id, salesPersonOfA.id, agreementOfA.id];
    const recordOfA = (url: string) => (url.startsWith('/api/salespersons') ? salesPersonOfA.id : url.startsWith('/api/leaseagreements') ? agreementOfA.id : contractorOfA.id);
    let probed = 0;
    for (const route of tenantLists) {
      const probes = listProbes[route.url];
      expect(probes, `list probes for ${route.url}`).toBeDefined();
      if (!probes || !Array.isArray(probes)) continue;
      for (const url of probes) {
        const forA = await t.call('GET', url, { token: a });
        const forB = await t.call('GET', url, { token: b });
        expect(forB.status, url).toBe(200);
        expect(forB.body.success, url).toBe(true);
        expect(idsIn(forA.body.value).some((id) => ofA.includes(id)), `${url} finds A’s record for A`).toBe(true);
        const shownToB = idsIn(forB.body.value);
        const leaked = shownToB.includes(recordOfA(url));
        expect(leaked, `${url} shows A’s record to B`).toBe(false);
        expect(JSON.stringify(forB.body), url).not.toMatch(/Sekretny|Tajny/);
        probed++;
      }
    }
    expect(probed).toBeGreaterThanOrEqual(10);
  });

  it('never answers A’s agreements or figures to B in reports, accounting and lookups run with A’s ids', async () => {
    const tenantPosts = t.app.routeTable.filter((route) => route.access === 'tenant' && route.method === 'POST' && !route.url.includes(':'));
    let probed = 0;
    for (const route of tenantPosts) {
      const probes = postProbes[route.url];
      expect(probes, `POST probes for ${route.url}`).toBeDefined();
      if (!probes || typeof probes !== 'function') continue;
      for (const body of probes()) {
        const forA = await t.call('POST', route.url, { token: a, body });
        const forB = await t.call('POST', route.url, { token: b, body });
        const label = `${route.url} ${JSON.stringify(body)}`;
        expect(forA.body.success, label).toBe(true);
        expect(holdsAnything(forA.body.value), `${label} finds A’s figures for A`).toBe(true);
        expect(forB.status, label).toBe(200);
        expect(forB.body.success, label).toBe(true);
        expect(holdsAnything(forB.body.value), `${label} shows A’s figures to B`).toBe(false);
        expect(JSON.stringify(forB.body), label).not.toMatch(/Sekretny|Tajny|TAJNA|H\/1/);
        probed++;
      }
    }
    expect(probed).toBeGreaterThanOrEqual(9);
  });

  it('answers B’s sensitivity of A’s agreement exactly as for a missing agreement, and A its figures', async () => {
    const ofA = { leaseAgreementId: agreementOfA.id, auditorRate: 0.08 };
    const forA = await t.call('POST', '/api/sensitivityanalisys', { token: a, body: ofA });
    expect(forA.status).toBe(200);
    expect(holdsAnything(forA.body.value)).toBe(true);
    const forB = await t.call('POST', '/api/sensitivityanalisys', { token: b, body: ofA });
    const missing = await t.call('POST', '/api/sensitivityanalisys', { token: b, body: { ...ofA, leaseAgreementId: 2147483647 } });
    expect(forB.status).toBe(404);
    expect(forB.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Lease agreement not found' }], value: null });
    expect({ status: missing.status, body: missing.body }).toEqual({ status: forB.status, body: forB.body });
  });
});

/**
 * Invoice reports are found by name, which two tenants may share. Tenant A imports a report whose line matches
 * A's agreement; every tenant route that takes a report name (a route added later fails until it is listed)
 * answers B exactly as for a name nobody uses, and B's own report of the same name shows only B's lines.
 */
describe('tenant B against tenant A’s invoice report of the same name', () => {
  const sharedName = 'Faktury marzec / 2025';
  const invoiceNumber = 'FV/TAJNA/1';
  const csvOf = (taxId: string, agreementNumber: string, scheduleNumber: string, number: string) =>
    Buffer.from(
      'contractorName;taxId;agreementNumber;scheduleNumber;invoiceNumber;invoiceDate;paymentDate;periodInvoiced;positionDescription;positionNetAmountPln;positionVatAmountPln;vatRate;currency\n' +
        `Sekretny Kontrahent Alfa;${taxId};${agreementNumber};${scheduleNumber};${number};05.03.2025;19.03.2025;2025-03;Rata 3/12;1 000,00;230,00;23%;PLN\n`,
    );
  const importAs = async (token: string, csv: Buffer) => {
    const upload = multipartFile('file', 'faktury.csv', 'text/csv', csv);
    return t.app.inject({ method: 'POST', url: `/api/invoices/csv?name=${encodeURIComponent(sharedName)}`, headers: { ...upload.headers, authorization: `Bearer ${token}` }, payload: upload.body });
  };
  const reportRowsOfA = async () => {
    const [report] = await t.db.select().from(invoiceReports).where(and(eq(invoiceReports.tenantId, t.seed.tenantIds.ifrs16), eq(invoiceReports.name, sharedName)));
    const lines = report ? await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceReportId, report.id)).orderBy(asc(invoiceLines.id)) : [];
    return { report, lines };
  };
  const name = encodeURIComponent(sharedName);
  const number = encodeURIComponent(invoiceNumber);
  const missing = encodeURIComponent('Nikt nie ma takiego raportu');
  // A's PDF lives in a report of PDFs of its own name (a CSV report takes no PDFs); B asks for it by both names.
  const sharedPdfName = 'Skany marzec / 2025';
  let pdfDocumentOfA = 0;
  const namedRouteUrls: Record<string, (reportName: string) => string> = {
    'GET /api/invoicereports/:name/pdfdocuments/:documentId': (n) => `/api/invoicereports/${n === name ? encodeURIComponent(sharedPdfName) : n}/pdfdocuments/${pdfDocumentOfA}`,
    'GET /api/invoicereports/:name': (n) => `/api/invoicereports/${n}`,
    'GET /api/invoicereports/:name/history': (n) => `/api/invoicereports/${n}/history`,
    'DELETE /api/invoicereports/:name': (n) => `/api/invoicereports/${n}`,
    'GET /api/invoicereports/:reportName/contractors': (n) => `/api/invoicereports/${n}/contractors`,
    'GET /api/invoicereports/:reportName/amortization': (n) => `/api/invoicereports/${n}/amortization?invoiceNumber=${number}`,
    'GET /api/invoices/errors': (n) => `/api/invoices/errors?ReportName=${n}`,
    'GET /api/reports/:name/invoices': (n) => `/api/reports/${n}/invoices`,
    'GET /api/reports/:name/invoices/:number': (n) => `/api/reports/${n}/invoices/${number}`,
  };

  it('lets A import a report matched to A’s agreement', async () => {
    const imported = await importAs(a, csvOf(taxIdOfA, 'TAJNA/2025/1', 'H/1', invoiceNumber));
    expect(imported.json()).toMatchObject({ success: true, value: { lines: 1, incompleteLines: 0 } });
    const { lines } = await reportRowsOfA();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ leaseAgreementId: agreementOfA.id, areInvoiceDetailsComplete: true });
  });

  it('lets A keep a PDF with a report of PDFs, which B cannot open under any name', async () => {
    const pdf = Buffer.from(
      await makeInvoicePdf({
        number: 'FV/TAJNA/PDF',
        issueDate: '05.03.2025',
        seller: { name: 'Sekretny Kontrahent Alfa', nip: taxIdOfA },
        buyer: { name: 'Najemca', nip: taxIdOfA },
        positions: [{ description: 'Rata 3/12', net: '1 000,00', vatRate: '23%', vat: '230,00', gross: '1 230,00' }],
      }),
    );
    const upload = (token: string) => {
      const part = multipartFile('file', 'tajna.pdf', 'application/pdf', pdf);
      return t.app.inject({ method: 'POST', url: `/api/pdfdocument/ocr?reportName=${encodeURIComponent(sharedPdfName)}`, headers: { ...part.headers, authorization: `Bearer ${token}` }, payload: part.body });
    };
    const ofA = (await upload(a)).json() as { value: { documentId: number } };
    pdfDocumentOfA = ofA.value.documentId;
    const url = `/api/invoicereports/${encodeURIComponent(sharedPdfName)}/pdfdocuments/${pdfDocumentOfA}`;
    expect((await t.call('GET', url, { token: a })).status).toBe(200);
    // B's own report of the same name does not make A's document B's.
    expect(((await upload(b)).json() as { success: boolean }).success).toBe(true);
    const forB = await t.call('GET', url, { token: b });
    const nobody = await t.call('GET', `/api/invoicereports/${encodeURIComponent(sharedPdfName)}/pdfdocuments/2147483647`, { token: b });
    expect({ status: forB.status, body: forB.body }).toEqual({ status: 404, body: nobody.body });
  });

  it('answers B on every route that takes a report name exactly as for a name nobody uses, and changes nothing', async () => {
    const named = t.app.routeTable.filter((route) => route.access === 'tenant' && (/:(name|reportName)\b/.test(route.url) || route.url === '/api/invoices/errors'));
    expect(named.map((route) => `${route.method} ${route.url}`).sort()).toEqual(Object.keys(namedRouteUrls).sort());
    const before = await reportRowsOfA();
    for (const route of named) {
      const label = `${route.method} ${route.url}`;
      const urlFor = namedRouteUrls[label];
      if (!urlFor) throw new Error(`no URL for ${label}`);
      const forA = await t.call(route.method as 'GET', urlFor(name), { token: a });
      expect(forA.status, `${label} for A`).toBe(200);
      const forB = await t.call(route.method as 'GET', urlFor(name), { token: b });
      const nobody = await t.call(route.method as 'GET', urlFor(missing), { token: b });
      expect(forB.status, label).toBe(404);
      expect({ status: forB.status, body: forB.body }, `${label}: same as a name nobody uses`).toEqual({ status: nobody.status, body: nobody.body });
      if (route.method === 'DELETE') await t.call('DELETE', urlFor(name), { token: a }); // A's toggle back
    }
    expect(await reportRowsOfA()).toEqual(before);
  });

  it('never lists A’s report in B’s date ranges, which list it for A', async () => {
    for (const url of ['/api/invoicereports/2000-01-01/2199-12-31', '/api/reports/names/2000-01-01/2199-12-31']) {
      expect(JSON.stringify((await t.call('GET', url, { token: a })).body.value)).toContain(sharedName);
      const forB = await t.call('GET', url, { token: b });
      expect(forB.status, url).toBe(200);
      // B (the demo CSI client) has its own demo report; never A's.
      expect(forB.body.success, url).toBe(true);
      expect(JSON.stringify(forB.body.value), url).not.toContain(sharedName);
    }
  });

  it('refuses B’s correction and send of A’s lines as lines B does not have, and A’s lines stay unsent and unchanged', async () => {
    const before = await reportRowsOfA();
    const lineOfA = (await t.call<{ id: number }[]>('GET', `/api/reports/${name}/invoices/${number}`, { token: a })).body.value?.[0];
    if (!lineOfA) throw new Error('A cannot read its own invoice');
    const corrected = await t.call('PUT', '/api/invoices', { token: b, body: [{ ...lineOfA, positionNetAmountPln: 1 }] });
    expect(corrected.status).toBe(404);
    const sent = await t.call('POST', '/api/extensivereport/send', { token: b, body: { extensiveReportDtos: [{ id: lineOfA.id }] } });
    expect(sent.body.success).toBe(false);
    expect(JSON.stringify(sent.body)).not.toMatch(/Sekretny|TAJNA/);
    expect(await reportRowsOfA()).toEqual(before);
  });

  it('shows B only B’s own lines under the same name', async () => {
    const ownTaxId = validTaxId(555_444_000);
    const imported = await importAs(b, csvOf(ownTaxId, 'WLASNA/1', '1', 'FV/B/1'));
    expect(imported.json()).toMatchObject({ success: true });
    for (const url of [`/api/invoicereports/${name}`, `/api/invoicereports/${name}/amortization`, `/api/invoices/errors?ReportName=${name}`, `/api/reports/${name}/invoices`]) {
      const forB = await t.call('GET', url, { token: b });
      expect(forB.status, url).toBe(200);
      expect(JSON.stringify(forB.body), url).toContain('FV/B/1');
      expect(JSON.stringify(forB.body), url).not.toMatch(/TAJNA|FV\/TAJNA/);
    }
    expect((await t.call('GET', `/api/reports/${name}/invoices/${number}`, { token: b })).status).toBe(404);
  });
});

/**
 * Agreements out as CSV and other systems' figures in: B's export with A's contractor ids holds none of
 * A's agreements, and B's schedule or calculation naming A's agreement is a row error that leaves A's untouched.
 */
describe('tenant B against tenant A’s agreements in CSV files', () => {
  const download = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const importCsv = (token: string, url: string, csv: string) => {
    const upload = multipartFile('file', 'figures.csv', 'text/csv', Buffer.from(csv));
    return t.app.inject({ method: 'POST', url, headers: { ...upload.headers, authorization: `Bearer ${token}` }, payload: upload.body });
  };

  it('exports A’s agreements for A and none of them for B, whatever ids B names', async () => {
    const url = `/api/leaseagreements/csv?contractorIds=${contractorOfA.id}`;
    const forA = await download(a, url);
    expect(forA.statusCode).toBe(200);
    expect(forA.body).toContain('TAJNA/2025/1');
    for (const probe of [url, '/api/leaseagreements/csv']) {
      const forB = await download(b, probe);
      expect(forB.statusCode, probe).toBe(200);
      expect(forB.body, probe).not.toMatch(/TAJNA|Sekretny/);
    }
  });

  it('exports A’s lease changes for A and none of them for B, and refuses B’s change naming A’s agreement, which keeps its changes', async () => {
    const url = `/api/leaseagreements/changes/csv?contractorIds=${contractorOfA.id}`;
    const forA = await download(a, url);
    expect(forA.statusCode).toBe(200);
    expect(forA.body).toContain('TAJNA/2025/1');
    for (const probe of [url, '/api/leaseagreements/changes/csv']) {
      const forB = await download(b, probe);
      expect(forB.statusCode, probe).toBe(200);
      expect(forB.body, probe).not.toMatch(/TAJNA|Sekretny|1100/);
    }
    const before = await t.call('GET', `/api/leaseagreements/${agreementOfA.id}/changes`, { token: a });
    const csv = `contractorTaxId;contractNumber;scheduleNumber;version;effectiveDate;changeKind\n${taxIdOfA};TAJNA/2025/1;H/1;3;2025-10-01;3\n`;
    const forB = await importCsv(b, '/api/leaseagreement/changes/csv', csv);
    const body = forB.json() as { success: boolean; errors: { propertyName: string }[] };
    expect([forB.statusCode, body.success, body.errors.map((e) => e.propertyName)]).toEqual([200, false, ['row 2: contractorTaxId']]);
    expect(JSON.stringify(body)).not.toMatch(/Sekretny/);
    expect((await t.call('GET', `/api/leaseagreements/${agreementOfA.id}/changes`, { token: a })).body).toEqual(before.body);
  });

  it('refuses B’s schedule and calculation naming A’s agreement as an unknown agreement, and A’s reconciliation stays as it was', async () => {
    const before = await t.call('GET', `/api/leaseagreements/${agreementOfA.id}/reconciliation`, { token: a });
    const schedule = `contractorTaxId;contractNumber;scheduleNumber;periodNumber;paymentDate;paymentAmount;interestAmount;principalAmount;closingBalance\n${taxIdOfA};TAJNA/2025/1;H/1;1;2025-01-01;1,00;0,50;0,50;0,00\n`;
    const calculation = `contractorTaxId;contractNumber;scheduleNumber;implicitRate\n${taxIdOfA};TAJNA/2025/1;H/1;0,05\n`;
    for (const [url, csv] of [['/api/leaseamortizations/csv', schedule], ['/api/leasecalculations/csv', calculation]] as const) {
      const forB = await importCsv(b, url, csv);
      const body = forB.json() as { success: boolean; errors: { propertyName: string }[] };
      expect([url, forB.statusCode, body.success, body.errors.map((e) => e.propertyName)]).toEqual([url, 200, false, ['row 2: contractNumber']]);
      expect(JSON.stringify(body), url).not.toMatch(/Sekretny/);
    }
    expect((await t.call('GET', `/api/leaseagreements/${agreementOfA.id}/reconciliation`, { token: a })).body).toEqual(before.body);
    expect((await t.call('GET', `/api/leaseagreements/${agreementOfA.id}/reconciliation`, { token: b })).status).toBe(404);
  });
});
