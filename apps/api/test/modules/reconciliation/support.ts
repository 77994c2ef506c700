import { sql } from 'drizzle-orm';
import type { ExternalFiguresImportResult, LeaseAgreementDto, LeaseAmortizationRow, LeaseCalculationDto, Reconciliation } from '@leasedesk/contract';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { withTenant } from '../../../src/db/scope.ts';
import type { Reply, TestApp } from '../../support/test-app.ts';
import { lessorTaxId, multipartFiles } from '../invoices/core-support.ts';

export type FiguresKind = 'schedules' | 'calculations';
const importPaths: Record<FiguresKind, string> = { schedules: '/api/leaseamortizations/csv', calculations: '/api/leasecalculations/csv' };

/** POST one file to a figures import, as the web sends it (dry run: `?dryRun=true`). */
export function uploadFigures(t: TestApp, token: string, kind: FiguresKind, csv: string | Buffer, options: { dryRun?: boolean } = {}): Promise<Reply<ExternalFiguresImportResult>> {
  const { body, headers } = multipartFiles([{ fileName: `${kind}.csv`, contentType: 'text/csv', content: csv }]);
  return t.call<ExternalFiguresImportResult>('POST', `${importPaths[kind]}${options.dryRun ? '?dryRun=true' : ''}`, { token, body, headers });
}

export function getReconciliation(t: TestApp, token: string, id: number): Promise<Reply<Reconciliation>> {
  return t.call<Reconciliation>('GET', `/api/leaseagreements/${id}/reconciliation`, { token });
}

/** How a file names an agreement: the lessor's tax id and the agreement's numbers. */
export type Named = { contractorTaxId: string; contractNumber: string; scheduleNumber: string };
export const namedBy = (agreement: Pick<LeaseAgreementDto, 'contractNumber' | 'scheduleNumber'>, contractorTaxId = lessorTaxId): Named => ({
  contractorTaxId,
  contractNumber: agreement.contractNumber,
  scheduleNumber: agreement.scheduleNumber,
});

/** A CSV of the given columns and rows, `;`-separated; a cell holding `;`, `"` or a line break is quoted. */
export function csvOf(columns: readonly string[], rows: readonly Record<string, string>[], delimiter = ';'): string {
  const cell = (value: string) => (value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return [columns.join(delimiter), ...rows.map((row) => columns.map((column) => cell(row[column] ?? '')).join(delimiter))].join('\r\n') + '\r\n';
}

export const scheduleColumns = ['contractorTaxId', 'contractNumber', 'scheduleNumber', 'periodNumber', 'paymentDate', 'paymentAmount', 'interestAmount', 'principalAmount', 'closingBalance', 'openingBalance'] as const;
export const calculationColumns = [
  'contractorTaxId', 'contractNumber', 'scheduleNumber', 'implicitRate', 'presentValueOfRent', 'totalPresentValueOfLeasePayments', 'costOfEquipment', 'ninetyPercenatageTest', 'interimRate',
] as const;

/** Our stored schedule as another system's file rows (`.` decimals, ISO dates), exactly as stored. */
export function scheduleRowsOf(named: Named, schedule: readonly LeaseAmortizationRow[]): Record<string, string>[] {
  return schedule.map((row) => ({
    ...named,
    periodNumber: String(row.periodNumber),
    paymentDate: row.paymentDate,
    paymentAmount: row.paymentAmount.toFixed(2),
    interestAmount: row.interestAmount.toFixed(2),
    principalAmount: row.principalAmount.toFixed(2),
    closingBalance: row.closingBalance.toFixed(2),
    openingBalance: row.openingBalance.toFixed(2),
  }));
}

/** Our stored calculation as another system's file row (the rate with every digit the double holds). */
export function calculationRowOf(named: Named, calculation: LeaseCalculationDto): Record<string, string> {
  return {
    ...named,
    implicitRate: String(calculation.implicitRate),
    presentValueOfRent: calculation.presentValueOfRent.toFixed(2),
    totalPresentValueOfLeasePayments: calculation.totalPresentValueOfLeasePayments.toFixed(2),
    costOfEquipment: calculation.costOfEquipment.toFixed(2),
    ninetyPercenatageTest: String(calculation.ninetyPercenatageTest),
    interimRate: calculation.interimRate.toFixed(2),
  };
}

export async function storedSchedule(t: TestApp, token: string, id: number): Promise<LeaseAmortizationRow[]> {
  const reply = await t.call<LeaseAmortizationRow[]>('GET', `/api/leaseagreements/${id}/leaseamortizations`, { token });
  if (!reply.body.value) throw new Error(`no schedule: ${reply.raw}`);
  return reply.body.value;
}

export async function storedCalculation(t: TestApp, token: string, id: number): Promise<LeaseCalculationDto> {
  const reply = await t.call<LeaseCalculationDto>('GET', `/api/leaseagreements/${id}/leasecalculation`, { token });
  if (!reply.body.value) throw new Error(`no calculation: ${reply.raw}`);
  return reply.body.value;
}

/** What the database holds of another system's figures for the tenant: period counts and calculation rows per agreement. */
export async function storedExternalFigures(t: TestApp, tenantId: number): Promise<{ periods: Record<number, number>; calculations: number[] }> {
  return withTenant(t.db, tenantId, async (tx) => {
    const periods = await rawRows<{ id: number; count: number }>(
      tx,
      sql`select lease_agreement_id as id, count(*)::int as count from external_amortizations where tenant_id = ${tenantId} group by lease_agreement_id order by 1`,
    );
    const calculations = await rawRows<{ id: number }>(tx, sql`select lease_agreement_id as id from external_calculations where tenant_id = ${tenantId} order by 1`);
    return { periods: Object.fromEntries(periods.map(({ id, count }) => [id, count])), calculations: calculations.map(({ id }) => id) };
  });
}
