import { and, eq } from 'drizzle-orm';
import {
  accountingStandardNames,
  formatMessage,
  type DepreciationPeriodDto,
  type Language,
  type LeaseAmortizationRow,
  type LeaseCalculationDto,
  type MessageKey,
} from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { contractors, leaseAgreements, leaseCalculations } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { downloaderTenantName } from '../../lib/auth/download-member.ts';
import { readDownloadToken } from '../../lib/auth/download-tokens.ts';
import { addSheet, newWorkbook, workbookBuffer, type Column, type Detail } from '../../lib/excel/workbook.ts';
import { readDepreciation, readSchedule } from './agreement-figures.ts';
import { agreementNotFound } from './agreement-record.ts';
import { toCalculationDto } from './agreement-rows.ts';

export type AgreementFile = 'calculation' | 'depreciation';
export type ExcelFile = { fileName: string; content: Buffer };

/** Words of a workbook in the downloader's language. */
type Words = (key: MessageKey) => string;

/** Rows of an agreement that a lease change remeasured (DOMAIN §14) carry a non-zero amount on the change's row. */
const hasRemeasurement = (rows: readonly { remeasurementAmount: number }[]) => rows.some((r) => r.remeasurementAmount !== 0);

/** The remeasurement column, before the opening balance it moved: only in a workbook of an agreement with changes. */
const remeasurementColumn = <R extends { remeasurementAmount: number }>(t: Words, rows: readonly R[]): Column<R>[] =>
  hasRemeasurement(rows) ? [{ header: t('excel.column.remeasurement'), kind: 'money', width: 16, value: (r) => r.remeasurementAmount, total: true }] : [];

const scheduleColumns = (t: Words, rows: readonly LeaseAmortizationRow[]): Column<LeaseAmortizationRow>[] => [
  { header: t('excel.column.period'), kind: 'integer', width: 8, value: (r) => r.periodNumber },
  { header: t('excel.column.paymentDate'), kind: 'date', width: 13, value: (r) => r.paymentDate },
  { header: t('excel.column.generalLedgerIncomeDate'), kind: 'date', width: 15, value: (r) => r.generalLedgerIncomeDate },
  ...remeasurementColumn(t, rows),
  { header: t('excel.column.openingBalance'), kind: 'money', width: 16, value: (r) => r.openingBalance },
  { header: t('excel.column.payment'), kind: 'money', width: 14, value: (r) => r.paymentAmount, total: true },
  { header: t('excel.column.interest'), kind: 'money', width: 14, value: (r) => r.interestAmount, total: true },
  { header: t('excel.column.principal'), kind: 'money', width: 14, value: (r) => r.principalAmount, total: true },
  { header: t('excel.column.closingBalance'), kind: 'money', width: 16, value: (r) => r.closingBalance },
  { header: t('excel.column.rentFreeAmount'), kind: 'money', width: 14, value: (r) => r.rentFreeAmount, total: true },
  { header: t('excel.column.billingMonth'), kind: 'yesNo', width: 9, value: (r) => r.isBillingMonth },
  { header: t('excel.column.increaseRate'), kind: 'rate', width: 10, value: (r) => r.increaseRate },
];

const depreciationColumns = (t: Words, rows: readonly DepreciationPeriodDto[]): Column<DepreciationPeriodDto>[] => [
  { header: t('excel.column.period'), kind: 'integer', width: 8, value: (r) => r.periodNumber },
  { header: t('excel.column.beginningOfPeriod'), kind: 'date', width: 13, value: (r) => r.beginingOfPeriod },
  { header: t('excel.column.endOfPeriod'), kind: 'date', width: 13, value: (r) => r.endOfPeriod },
  ...remeasurementColumn(t, rows),
  { header: t('excel.column.openingBalance'), kind: 'money', width: 16, value: (r) => r.openingBalance },
  { header: t('excel.column.depreciationCharge'), kind: 'money', width: 16, value: (r) => r.depraciationCharge, total: true },
  { header: t('excel.column.closingBalance'), kind: 'money', width: 16, value: (r) => r.closingBalance },
];

/** The calculation's figures, labelled for what each means under the agreement's standard (DOMAIN §5). */
function calculationDetails(t: Words, c: LeaseCalculationDto | null, accountingStandard: number, rateCalculated: boolean): Detail[] {
  if (!c) return [];
  const ifrs16 = accountingStandard === 1;
  const rateLabel = ifrs16 ? (rateCalculated ? 'excel.label.rateImplicitInLease' : 'excel.label.discountRateIbr') : 'excel.label.implicitRate';
  const details: Detail[] = [
    { label: t(rateLabel), value: c.implicitRate, kind: 'rate' },
    { label: t('excel.label.monthlyRate'), value: c.amortizationRate, kind: 'rate' },
    { label: t('excel.label.presentValueOfRent'), value: c.presentValueOfRent, kind: 'money' },
    { label: t(ifrs16 ? 'excel.label.leaseLiability' : 'excel.label.netInvestment'), value: c.totalPresentValueOfLeasePayments, kind: 'money' },
    { label: t(ifrs16 ? 'excel.label.rightOfUseAsset' : 'excel.label.costOfEquipment'), value: c.costOfEquipment, kind: 'money' },
    { label: t('excel.label.interimRate'), value: c.interimRate, kind: 'money' },
  ];
  // Lessees do not classify their leases: the 90 % test is the lessor's.
  if (!ifrs16) details.push({ label: t('excel.label.ninetyPercentTest'), value: c.ninetyPercenatageTest, kind: 'ratio' });
  return details;
}

/**
 * GET /api/leaseagreements/{id}/leasecalculations/excel/{token} and .../depreciations/excel/{token}:
 * no bearer token; the download token must be valid (signature, type, expiry), for this agreement,
 * of a user who is still a live, unlocked member of the token's tenant with the same security stamp.
 * Everything else, including a live agreement that is not found, is the same 404. The workbook (sheet
 * names, titles, labels, headers, yes/no, totals, date format, file name) is in `language`, the downloader's.
 */
export async function agreementExcel(ctx: AppContext, id: number, token: string, file: AgreementFile, language: Language): Promise<ExcelFile> {
  const t: Words = (key) => formatMessage(language, key);
  const now = ctx.clock();
  const claims = await readDownloadToken(ctx.tokenKey, token, now);
  if (!claims || claims.kind !== 'leaseAgreement' || claims.resourceId !== id) throw agreementNotFound();
  const { tenantId } = claims;
  return withTenant(ctx.db, tenantId, async (tx) => {
    const tenantName = await downloaderTenantName(tx, claims, now);
    if (tenantName === null) throw agreementNotFound();
    const [head] = await tx
      .select({ agreement: leaseAgreements, contractorName: contractors.name, taxId: contractors.taxId })
      .from(leaseAgreements)
      .innerJoin(contractors, and(eq(contractors.tenantId, leaseAgreements.tenantId), eq(contractors.id, leaseAgreements.contractorId)))
      .where(and(eq(leaseAgreements.id, id), eq(leaseAgreements.tenantId, tenantId), eq(leaseAgreements.isDeleted, false)));
    if (!head) throw agreementNotFound();
    const a = head.agreement;
    const titleBlock: Detail[] = [
      { label: t('excel.label.client'), value: tenantName, kind: 'text' },
      { label: t('excel.label.contractor'), value: head.contractorName, kind: 'text' },
      { label: t('excel.label.taxId'), value: head.taxId, kind: 'text' },
      { label: t('excel.label.contractNumber'), value: a.contractNumber, kind: 'text' },
      { label: t('excel.label.scheduleNumber'), value: a.scheduleNumber, kind: 'text' },
      { label: t('excel.label.accountingStandard'), value: accountingStandardNames[a.accountingStandard as 0 | 1] ?? String(a.accountingStandard), kind: 'text' },
      { label: t('excel.label.startingDate'), value: a.startingDate, kind: 'date' },
      { label: t('excel.label.closingDate'), value: a.closingDate, kind: 'date' },
    ];
    const workbook = newWorkbook();
    const baseName = `${a.contractNumber}-${a.scheduleNumber}`;
    if (file === 'calculation') {
      const [calculation] = await tx
        .select()
        .from(leaseCalculations)
        .where(and(eq(leaseCalculations.tenantId, tenantId), eq(leaseCalculations.leaseAgreementId, id)));
      const details = [...titleBlock, ...calculationDetails(t, calculation ? toCalculationDto(calculation) : null, a.accountingStandard, a.shouldRateBeCalculated)];
      addSheet(workbook, { language, name: t('excel.sheet.calculation'), title: t('excel.title.calculation'), details });
      const schedule = await readSchedule(tx, tenantId, id);
      addSheet(workbook, { language, name: t('excel.sheet.schedule'), title: t('excel.title.schedule'), details: titleBlock, columns: scheduleColumns(t, schedule), rows: schedule });
      return { fileName: `${t('excel.fileName.calculation')}-${baseName}.xlsx`, content: await workbookBuffer(workbook) };
    }
    const rows = await readDepreciation(tx, tenantId, id);
    addSheet(workbook, { language, name: t('excel.sheet.depreciation'), title: t('excel.title.depreciation'), details: titleBlock, columns: depreciationColumns(t, rows), rows });
    return { fileName: `${t('excel.fileName.depreciation')}-${baseName}.xlsx`, content: await workbookBuffer(workbook) };
  });
}
