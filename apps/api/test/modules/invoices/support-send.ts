import { and, asc, eq } from 'drizzle-orm';
import type { ContractorDto, InvoiceLine, LeaseAgreementDto } from '@leasedesk/contract';
import { invoiceLines, invoiceReports, leaseAmortizations } from '../../../src/db/schema.ts';
import { withTenant } from '../../../src/db/scope.ts';
import { matchInvoiceLines } from '../../../src/modules/invoices/match-invoice-lines.ts';
import type { TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';

/**
 * Fixtures of the correction, send and workbook tests: agreements through the API (so their schedules are
 * the app's own), invoice reports written straight into the database in the tenant's scope and matched
 * as an import matches them (the import routes are another helper's; these tests need only stored lines).
 */

async function created<T>(t: TestApp, token: string, url: string, body: unknown): Promise<T> {
  const reply = await t.call<T>('POST', url, { token, body });
  if (!reply.body.success || !reply.body.value) throw new Error(`POST ${url} failed: ${reply.raw}`);
  return reply.body.value;
}

export type Lessor = { contractor: ContractorDto; agreement: LeaseAgreementDto; taxId: string };

/** A contractor with one monthly agreement of 12 months from 2025-01-01 (payments on the 1st, in advance). */
export async function lessor(t: TestApp, token: string, name: string, nine: number, contractNumber: string): Promise<Lessor> {
  const taxId = validTaxId(nine);
  const contractor = await created<ContractorDto>(t, token, '/api/contractor', { name, taxId });
  const agreement = await created<LeaseAgreementDto>(t, token, '/api/leaseagreement', {
    contractorId: contractor.id, contractNumber, scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 900, totalEquipmentCost: 10_000,
  });
  return { contractor, agreement, taxId };
}

/** The schedule row of the agreement paid in that month (`YYYY-MM`), as stored. */
export async function scheduleRowOf(t: TestApp, tenantId: number, agreementId: number, month: string) {
  const rows = await withTenant(t.db, tenantId, (tx) =>
    tx.select().from(leaseAmortizations).where(and(eq(leaseAmortizations.tenantId, tenantId), eq(leaseAmortizations.leaseAgreementId, agreementId))).orderBy(asc(leaseAmortizations.periodNumber)),
  );
  const row = rows.find((r) => r.paymentDate.startsWith(month));
  if (!row) throw new Error(`no schedule row in ${month}`);
  return { id: row.id, interests: Number(row.interestAmount), principal: Number(row.principalAmount) };
}

export type LineSpec = Partial<typeof invoiceLines.$inferInsert>;

/** A complete position of `invoiceNumber` for the lessor's agreement, invoicing March 2025. */
export function completeLine(of: Lessor, invoiceNumber: string, net: number, vat: number, extra: LineSpec = {}): LineSpec {
  return {
    contractorName: of.contractor.name, taxId: of.taxId, agreementNumber: of.agreement.contractNumber, scheduleNumber: of.agreement.scheduleNumber,
    invoiceNumber, positionDescription: `Rata ${invoiceNumber}`, invoiceDate: '2025-03-05', paymentDate: '2025-03-19', incomeDate: '2025-03-05', periodInvoiced: '2025-03-01',
    positionNetAmountPln: net.toFixed(2), positionVatAmountPln: vat.toFixed(2), positionGrossAmountPln: (net + vat).toFixed(2),
    invoiceNetAmountPln: net.toFixed(2), invoiceGrossAmountPln: (net + vat).toFixed(2), vatRate: '0.23', currency: 'PLN', exchangeRate: '1',
    ...extra,
  };
}

/** Stores a report of these lines (sequence in the given order within each invoice) and matches it; the stored lines' ids in order. */
export async function storeReport(t: TestApp, tenantId: number, name: string, lines: LineSpec[]): Promise<{ reportId: number; lineIds: number[] }> {
  return withTenant(t.db, tenantId, async (tx) => {
    const [report] = await tx.insert(invoiceReports).values({ tenantId, name, source: 'csv', createdBy: t.seed.userId }).returning({ id: invoiceReports.id });
    if (!report) throw new Error('no report');
    const sequences = new Map<string, number>();
    const values = lines.map((line) => {
      const sequence = (sequences.get(line.invoiceNumber ?? '') ?? 0) + 1;
      sequences.set(line.invoiceNumber ?? '', sequence);
      return { ...line, tenantId, invoiceReportId: report.id, sequence };
    });
    const stored: { id: number }[] = [];
    // In batches: one insert of tens of thousands of rows would pass PostgreSQL's 65 535 parameters.
    for (let from = 0; from < values.length; from += 1000) {
      stored.push(...(await tx.insert(invoiceLines).values(values.slice(from, from + 1000)).returning({ id: invoiceLines.id })));
    }
    await matchInvoiceLines(tx, tenantId, { reportId: report.id });
    return { reportId: report.id, lineIds: stored.map((line) => line.id) };
  });
}

/** The invoice as the correction screen reads it. */
export async function invoiceOf(t: TestApp, token: string, name: string, number: string): Promise<InvoiceLine[]> {
  const reply = await t.call<InvoiceLine[]>('GET', `/api/reports/${encodeURIComponent(name)}/invoices/${encodeURIComponent(number)}`, { token });
  if (!reply.body.success || !reply.body.value) throw new Error(`GET invoice failed: ${reply.raw}`);
  return reply.body.value;
}

/** The stored line, straight from the database (what a test holds the API to). */
export async function storedLine(t: TestApp, tenantId: number, id: number) {
  const [line] = await withTenant(t.db, tenantId, (tx) => tx.select().from(invoiceLines).where(and(eq(invoiceLines.tenantId, tenantId), eq(invoiceLines.id, id))));
  return line;
}
