import { sql } from 'drizzle-orm';
import type { ContractorDto, InvoiceImportResult, InvoiceLine, LeaseAgreementDto, LeaseAgreementInput } from '@leasedesk/contract';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { withTenant } from '../../../src/db/scope.ts';
import { importInvoiceReport } from '../../../src/modules/invoices/import-invoice-report.ts';
import type { InvoiceLineDraft } from '../../../src/modules/invoices/invoice-line-draft.ts';
import { selectInvoiceLines } from '../../../src/modules/invoices/invoice-line-rows.ts';
import { startTestApp, type Reply, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { exampleA } from '../lease-agreements/support.ts';

/** The app, the demo user's tokens for both demo tenants, and a contractor of the CSI tenant. */
export type InvoiceTest = { t: TestApp; csi: string; ifrs: string; csiId: number; ifrsId: number; userId: number; contractor: ContractorDto };

export const lessorTaxId = validTaxId(771_000_001);
export const otherTaxId = validTaxId(771_000_201);

export async function createContractor(t: TestApp, token: string, name: string, taxId: string): Promise<ContractorDto> {
  const reply = await t.call<ContractorDto>('POST', '/api/contractor', { token, body: { name, taxId } });
  if (!reply.body.value) throw new Error(`contractor not saved: ${reply.raw}`);
  return reply.body.value;
}

export async function startInvoiceTest(): Promise<InvoiceTest> {
  const t = await startTestApp();
  const user = await t.loginUser();
  const csi = await t.tenantToken(user, t.seed.tenantIds.csi);
  const ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  const contractor = await createContractor(t, csi, 'Leasing Północ Sp. z o.o.', lessorTaxId);
  return { t, csi, ifrs, csiId: t.seed.tenantIds.csi, ifrsId: t.seed.tenantIds.ifrs16, userId: t.seed.userId, contractor };
}

export async function saveAgreement(t: TestApp, token: string, input: LeaseAgreementInput): Promise<LeaseAgreementDto> {
  const reply = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token, body: input });
  if (!reply.body.value) throw new Error(`agreement not saved: ${reply.raw}`);
  return reply.body.value;
}

/** DOMAIN §12 A (CSI, quarterly in advance from 2025-03-01: row t is paid on the 1st, 2025-03 + t − 1 months). */
export const csiAgreement = (s: InvoiceTest, contractNumber = 'UL/2025/001', scheduleNumber = '1') =>
  saveAgreement(s.t, s.csi, { ...exampleA(s.contractor.id), contractNumber, scheduleNumber });

/** A complete line for agreement UL/2025/001 schedule 1 of the lessor, invoiced for March 2025 (row 1 of §12 A). */
export function draft(overrides: Partial<InvoiceLineDraft> = {}): InvoiceLineDraft {
  return {
    sequence: 1,
    contractorName: 'Leasing Północ Sp. z o.o.',
    taxId: lessorTaxId,
    agreementNumber: 'UL/2025/001',
    scheduleNumber: '1',
    invoiceNumber: 'FV/2025/03/12',
    positionDescription: 'Rata leasingowa 1/36',
    positionNetAmountPln: 9500,
    positionVatAmountPln: 2185,
    positionGrossAmountPln: 11_685,
    positionNetAmountCurrency: 9500,
    positionVatAmountCurrency: 2185,
    positionGrossAmountCurrency: 11_685,
    invoiceNetAmountPln: 9500,
    invoiceGrossAmountPln: 11_685,
    invoiceNetAmountCurrency: 9500,
    invoiceGrossAmountCurrency: 11_685,
    vatRate: 0.23,
    currency: 'PLN',
    exchangeRate: 1,
    invoiceDate: '2025-03-05',
    paymentDate: '2025-03-19',
    incomeDate: '2025-03-05',
    periodInvoiced: '2025-03-01',
    factoringContractNumber: null,
    isPdfBased: false,
    ...overrides,
  };
}

/** Imports drafts through the service every source uses, as the demo user of `tenantId`. */
export function importDrafts(s: InvoiceTest, tenantId: number, name: string, lines: InvoiceLineDraft[]): Promise<InvoiceImportResult> {
  return importInvoiceReport(s.t.app.context, { userId: s.userId, tenantId }, { name, source: 'csv', lines });
}

/** What the database holds: the lines of the tenant's reports of that name (deleted ones included), in invoice order. */
export function storedLines(s: InvoiceTest, tenantId: number, name: string): Promise<InvoiceLine[]> {
  return withTenant(s.t.db, tenantId, (tx) => selectInvoiceLines(tx, tenantId, sql`r.name = ${name}`));
}

/** How many reports of that name the tenant holds (deleted ones included). */
export async function storedReportCount(s: InvoiceTest, tenantId: number, name: string): Promise<number> {
  const [row] = await withTenant(s.t.db, tenantId, (tx) => rawRows<{ count: number }>(tx, sql`select count(*)::int as count from invoice_reports where tenant_id = ${tenantId} and name = ${name}`));
  return row?.count ?? 0;
}

const csvHeader = 'contractorName;taxId;agreementNumber;scheduleNumber;invoiceNumber;invoiceDate;paymentDate;periodInvoiced;positionDescription;positionNetAmountPln;positionVatAmountPln;vatRate;currency';

export type CsvRow = Partial<Record<'contractorName' | 'taxId' | 'agreementNumber' | 'scheduleNumber' | 'invoiceNumber' | 'invoiceDate' | 'paymentDate' | 'periodInvoiced' | 'positionDescription' | 'positionNetAmountPln' | 'positionVatAmountPln' | 'vatRate' | 'currency', string>>;

/** A FORMATS §2 file (`;`, decimal commas): the example row of FORMATS §2 with each row's overrides. */
export function invoiceCsv(rows: CsvRow[]): string {
  const example: Required<CsvRow> = {
    contractorName: 'Leasing Północ Sp. z o.o.',
    taxId: lessorTaxId,
    agreementNumber: 'UL/2025/001',
    scheduleNumber: '1',
    invoiceNumber: 'FV/2025/03/12',
    invoiceDate: '05.03.2025',
    paymentDate: '19.03.2025',
    periodInvoiced: '2025-03',
    positionDescription: 'Rata leasingowa 1/36',
    positionNetAmountPln: '9 500,00',
    positionVatAmountPln: '2 185,00',
    vatRate: '23%',
    currency: 'PLN',
  };
  const columns = csvHeader.split(';') as (keyof CsvRow)[];
  const cell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const lines = rows.map((row) => columns.map((column) => cell(row[column] ?? example[column])).join(';'));
  return `${csvHeader}\n${lines.join('\n')}\n`;
}

/** A multipart/form-data body with several parts, as a browser's form sends files. */
export function multipartFiles(parts: { field?: string; fileName: string; contentType?: string; content: Buffer | string }[]) {
  const boundary = `----leasedeskinvoices${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    typeof part.content === 'string' ? Buffer.from(part.content, 'utf8') : part.content,
    Buffer.from('\r\n'),
  ]);
  return { body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/invoices/csv?name= with one file. */
export function uploadCsv(t: TestApp, token: string, name: string, csv: string | Buffer): Promise<Reply<InvoiceImportResult>> {
  const { body, headers } = multipartFiles([{ fileName: 'invoices.csv', contentType: 'text/csv', content: csv }]);
  return t.call<InvoiceImportResult>('POST', `/api/invoices/csv?name=${encodeURIComponent(name)}`, { token, body, headers });
}

/** A report path segment, as the web sends it. */
export const segment = (name: string) => encodeURIComponent(name);
