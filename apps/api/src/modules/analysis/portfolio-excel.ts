import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatMessage, portfolioSensitivityRequest, type Language, type MessageKey, type PortfolioSensitivityRequest, type PortfolioSensitivityRow } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { contractors } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { addSheet, newWorkbook, workbookBuffer, type Column, type Detail } from '../../lib/excel/workbook.ts';
import { openSavedReport, reportTokenClaims } from '../../lib/reports/saved-reports.ts';
import { ranAtText, warsawDay } from '../../lib/reports/run-time.ts';
import { portfolioAgreements } from './portfolio-agreements.ts';
import { portfolioRows } from './portfolio-rows.ts';

export type ExcelFile = { fileName: string; content: Buffer };
type Words = (key: MessageKey) => string;

/** Excel keeps at most 32 767 characters in a cell; 1 000 contractor names could pass that. */
const maxCellText = 32_000;

/** Rates as percents, money with totals under the six money columns. */
const columns = (t: Words): Column<PortfolioSensitivityRow>[] => [
  { header: t('excel.sensitivity.column.contractorName'), kind: 'text', width: 34, value: (r) => r.contractorName },
  { header: t('excel.sensitivity.column.contractNumber'), kind: 'text', width: 18, value: (r) => r.contractNumber },
  { header: t('excel.sensitivity.column.scheduleNumber'), kind: 'text', width: 12, value: (r) => r.scheduleNumber },
  { header: t('excel.sensitivity.column.tenantRate'), kind: 'rate', width: 12, value: (r) => r.rate.tenantRate },
  { header: t('excel.sensitivity.column.auditorRate'), kind: 'rate', width: 12, value: (r) => r.rate.auditorRate },
  { header: t('excel.sensitivity.column.rateVariance'), kind: 'rate', width: 12, value: (r) => r.rate.variance },
  { header: t('excel.sensitivity.column.valueAtTenantRate'), kind: 'money', width: 18, value: (r) => r.initialValue.valueAtTenantRate, total: true },
  { header: t('excel.sensitivity.column.valueAtAuditorRate'), kind: 'money', width: 18, value: (r) => r.initialValue.valueAtAuditorRate, total: true },
  { header: t('excel.sensitivity.column.valueVariance'), kind: 'money', width: 18, value: (r) => r.initialValue.variance, total: true },
  { header: t('excel.sensitivity.column.costAtTenantRate'), kind: 'money', width: 18, value: (r) => r.financialCost.financialCostAtTenantRate, total: true },
  { header: t('excel.sensitivity.column.costAtAuditorRate'), kind: 'money', width: 18, value: (r) => r.financialCost.financialCostAtAuditorRate, total: true },
  { header: t('excel.sensitivity.column.costVariance'), kind: 'money', width: 18, value: (r) => r.financialCost.variance, total: true },
];

/** The chosen contractors that are the tenant's, by name in Polish order; none chosen: "All". */
async function contractorsText(tx: Tx, tenantId: number, t: Words, ids: readonly number[] | null | undefined): Promise<string> {
  if (!ids || ids.length === 0) return t('excel.sensitivity.label.all');
  const rows = await tx
    .select({ name: contractors.name })
    .from(contractors)
    .where(and(eq(contractors.tenantId, tenantId), inArray(contractors.id, [...ids])))
    .orderBy(asc(contractors.sortKey), asc(contractors.id));
  const text = rows.map((row) => row.name).join(', ');
  return text.length > maxCellText ? `${text.slice(0, maxCellText)}…` : text;
}

/** The stored request, read by the schema that parsed it; one that no longer parses is a defect of ours (500), not a user's 404. */
function storedRequest(stored: unknown, id: number): PortfolioSensitivityRequest {
  const parsed = portfolioSensitivityRequest.safeParse(stored);
  if (!parsed.success) throw new Error(`the stored request of sensitivity run ${id} does not parse: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * GET /api/sensitivityanalisys/portfolio/{id}/excel/{token}: the stored run's agreements as they are stored now
 * (those deleted since left out) at the stored auditor's rate, in the downloader's language. The download token
 * must be this run's (kind and id) and its user still a live member of its tenant with the same stamp; anything
 * else is the same 404 (lib/reports/saved-reports.ts).
 */
export async function portfolioSensitivityExcel(ctx: AppContext, target: { id: number; token: string; language: Language }): Promise<ExcelFile> {
  const { id, token, language } = target;
  const t: Words = (key) => formatMessage(language, key);
  const claims = await reportTokenClaims(ctx, 'sensitivityPortfolio', id, token);
  const { tenantId } = claims;
  return withTenant(ctx.db, tenantId, async (tx) => {
    const report = await openSavedReport(tx, claims, 'sensitivityPortfolio', id, ctx.clock());
    const request = storedRequest(report.filter, id);
    const rows = portfolioRows(await portfolioAgreements(tx, tenantId, { savedReportId: id }), request.auditorRate);
    const details: Detail[] = [
      { label: t('excel.label.client'), value: report.tenantName, kind: 'text' },
      { label: t('excel.sensitivity.label.contractors'), value: await contractorsText(tx, tenantId, t, request.contractorIds), kind: 'text' },
      { label: t('excel.sensitivity.label.auditorRate'), value: request.auditorRate, kind: 'rate' },
      { label: t('excel.sensitivity.label.ranAt'), value: ranAtText(report.createDate, language), kind: 'text' },
    ];
    const workbook = newWorkbook();
    addSheet(workbook, { language, name: t('excel.sensitivity.sheet'), title: t('excel.sensitivity.title'), details, columns: columns(t), rows });
    return { fileName: `${t('excel.sensitivity.fileName')}-${warsawDay(report.createDate)}.xlsx`, content: await workbookBuffer(workbook) };
  });
}
