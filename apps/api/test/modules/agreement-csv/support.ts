import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import type { AgreementImportResult, ContractorDto, LeaseAgreementDto, SalesPersonDto } from '@leasedesk/contract';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { withTenant } from '../../../src/db/scope.ts';
import { multipartFile } from '../../support/multipart.ts';
import type { Reply, TestApp } from '../../support/test-app.ts';

/** The demo user's tokens for both demo tenants (CSI and IFRS16). */
export type CsvTest = { t: TestApp; user: string; csi: string; ifrs: string; csiId: number; ifrsId: number };

export async function tokensOf(t: TestApp): Promise<CsvTest> {
  const user = await t.loginUser();
  return {
    t,
    user,
    csi: await t.tenantToken(user, t.seed.tenantIds.csi),
    ifrs: await t.tenantToken(user, t.seed.tenantIds.ifrs16),
    csiId: t.seed.tenantIds.csi,
    ifrsId: t.seed.tenantIds.ifrs16,
  };
}

export async function createContractor(t: TestApp, token: string, name: string, taxId: string): Promise<ContractorDto> {
  const reply = await t.call<ContractorDto>('POST', '/api/contractor', { token, body: { name, taxId } });
  if (!reply.body.value) throw new Error(`contractor not saved: ${reply.raw}`);
  return reply.body.value;
}

export async function createSalesPerson(t: TestApp, token: string, firstName: string, lastName: string): Promise<SalesPersonDto> {
  const reply = await t.call<SalesPersonDto>('POST', '/api/salesperson', { token, body: { firstName, lastName } });
  if (!reply.body.value) throw new Error(`sales person not saved: ${reply.raw}`);
  return reply.body.value;
}

/** A new tenant of that standard, created by the administrator, with the demo user as a member; the user's token for it. */
export async function newTenant(t: TestApp, s: CsvTest, name: string, accountingStandard: number): Promise<{ id: number; token: string }> {
  const admin = await t.loginAdministrator();
  const tenant = (await t.call<{ id: number }>('POST', '/api/tenant', { token: admin, body: { name, accountingStandard } })).body.value;
  if (!tenant) throw new Error('tenant not created');
  const joined = await t.call('POST', `/api/users/${t.seed.userId}/tenants`, { token: admin, body: { tenantIds: [tenant.id] } });
  if (!joined.body.success) throw new Error(`membership not added: ${joined.raw}`);
  return { id: tenant.id, token: await t.tenantToken(s.user, tenant.id) };
}

/** A `;`-separated file: the header names the columns of the first row, every row gives those columns (missing ones empty). */
export function agreementCsv(rows: Record<string, string>[], columns: string[] = Object.keys(rows[0] ?? {})): string {
  const cell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return `${columns.join(';')}\r\n${rows.map((row) => columns.map((column) => cell(row[column] ?? '')).join(';')).join('\r\n')}\r\n`;
}

/** As Polish Excel saves a file: Windows-1250. */
export const windows1250 = (text: string): Buffer => iconv.encode(text, 'win1250');

/** POST /api/leaseagreement/csv[?dryRun=true] with one file. */
export function uploadAgreements(t: TestApp, token: string, csv: string | Buffer, options: { dryRun?: boolean } = {}): Promise<Reply<AgreementImportResult>> {
  const { body, headers } = multipartFile('file', 'umowy.csv', 'text/csv', typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv);
  return t.call<AgreementImportResult>('POST', `/api/leaseagreement/csv${options.dryRun ? '?dryRun=true' : ''}`, { token, body, headers });
}

/** GET /api/leaseagreements/csv: status, the body as text and its headers. */
export async function exportAgreements(t: TestApp, token: string, contractorIds?: readonly number[]) {
  const query = contractorIds === undefined ? '' : `?contractorIds=${contractorIds.join(',')}`;
  const response = await t.app.inject({ method: 'GET', url: `/api/leaseagreements/csv${query}`, headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, text: response.body, bytes: response.rawPayload, headers: response.headers };
}

/** The full record, as GET /api/leaseagreements/{id} answers it. */
export async function recordOf(t: TestApp, token: string, id: number): Promise<LeaseAgreementDto> {
  const reply = await t.call<LeaseAgreementDto>('GET', `/api/leaseagreements/${id}`, { token });
  if (!reply.body.value) throw new Error(`no agreement ${id}: ${reply.raw}`);
  return reply.body.value;
}

/** What the database holds for the tenant: agreements (deleted ones too), calculations, schedule and depreciation rows. */
export async function storedCounts(t: TestApp, tenantId: number) {
  const [counts] = await withTenant(t.db, tenantId, (tx) =>
    rawRows<{ agreements: number; calculations: number; schedule: number; depreciation: number }>(
      tx,
      sql`select (select count(*)::int from lease_agreements where tenant_id = ${tenantId}) as agreements,
        (select count(*)::int from lease_calculations where tenant_id = ${tenantId}) as calculations,
        (select count(*)::int from lease_amortizations where tenant_id = ${tenantId}) as schedule,
        (select count(*)::int from depreciations where tenant_id = ${tenantId}) as depreciation`,
    ),
  );
  return counts;
}

const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + Math.round(value * 100), 0)) / 100;
export { sum as sumOfCents };
