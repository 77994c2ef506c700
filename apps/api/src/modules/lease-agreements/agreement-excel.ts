import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { accountingStandardNames, type DepreciationPeriodDto, type LeaseAmortizationRow, type LeaseCalculationDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { contractors, leaseAgreements, leaseCalculations, tenants, userTenants, users } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { readDownloadToken } from '../../lib/auth/download-tokens.ts';
import { addSheet, newWorkbook, workbookBuffer, type Column, type Detail } from '../../lib/excel/workbook.ts';
import { readDepreciation, readSchedule } from './agreement-figures.ts';
import { agreementNotFound } from './agreement-record.ts';
import { toCalculationDto } from './agreement-rows.ts';

export type AgreementFile = 'calculation' | 'depreciation';
export type ExcelFile = { fileName: string; content: Buffer };

const scheduleColumns: Column<LeaseAmortizationRow>[] = [
  { header: 'Period', kind: 'integer', width: 8, value: (r) => r.periodNumber },
  { header: 'Payment date', kind: 'date', width: 13, value: (r) => r.paymentDate },
  { header: 'General ledger income date', kind: 'date', width: 15, value: (r) => r.generalLedgerIncomeDate },
  { header: 'Opening balance', kind: 'money', width: 16, value: (r) => r.openingBalance },
  { header: 'Payment', kind: 'money', width: 14, value: (r) => r.paymentAmount, total: true },
  { header: 'Interest', kind: 'money', width: 14, value: (r) => r.interestAmount, total: true },
  { header: 'Principal', kind: 'money', width: 14, value: (r) => r.principalAmount, total: true },
  { header: 'Closing balance', kind: 'money', width: 16, value: (r) => r.closingBalance },
  { header: 'Rent-free amount', kind: 'money', width: 14, value: (r) => r.rentFreeAmount, total: true },
  { header: 'Billing month', kind: 'yesNo', width: 9, value: (r) => r.isBillingMonth },
  { header: 'Increase rate', kind: 'rate', width: 10, value: (r) => r.increaseRate },
];

const depreciationColumns: Column<DepreciationPeriodDto>[] = [
  { header: 'Period', kind: 'integer', width: 8, value: (r) => r.periodNumber },
  { header: 'Beginning of period', kind: 'date', width: 13, value: (r) => r.beginingOfPeriod },
  { header: 'End of period', kind: 'date', width: 13, value: (r) => r.endOfPeriod },
  { header: 'Opening balance', kind: 'money', width: 16, value: (r) => r.openingBalance },
  { header: 'Depreciation charge', kind: 'money', width: 16, value: (r) => r.depraciationCharge, total: true },
  { header: 'Closing balance', kind: 'money', width: 16, value: (r) => r.closingBalance },
];

/** The calculation's figures, labelled for what each means under the agreement's standard (DOMAIN §5). */
function calculationDetails(c: LeaseCalculationDto | null, accountingStandard: number, rateCalculated: boolean): Detail[] {
  if (!c) return [];
  const ifrs16 = accountingStandard === 1;
  const rateLabel = ifrs16 ? (rateCalculated ? 'Rate implicit in the lease (annual)' : 'Discount rate (IBR, annual)') : 'Implicit rate (annual)';
  const details: Detail[] = [
    { label: rateLabel, value: c.implicitRate, kind: 'rate' },
    { label: 'Monthly rate', value: c.amortizationRate, kind: 'rate' },
    { label: 'Present value of rent', value: c.presentValueOfRent, kind: 'money' },
    { label: ifrs16 ? 'Lease liability' : 'Net investment in the lease', value: c.totalPresentValueOfLeasePayments, kind: 'money' },
    { label: ifrs16 ? 'Right-of-use asset' : 'Cost of equipment', value: c.costOfEquipment, kind: 'money' },
    { label: 'Interim rate (daily rent)', value: c.interimRate, kind: 'money' },
  ];
  // Lessees do not classify their leases: the 90 % test is the lessor's.
  if (!ifrs16) details.push({ label: '90% test', value: c.ninetyPercenatageTest, kind: 'ratio' });
  return details;
}

/**
 * GET /api/leaseagreements/{id}/leasecalculations/excel/{token} and .../depreciations/excel/{token}:
 * no bearer token; the download token must be valid (signature, type, expiry), for this agreement,
 * of a user who is still a live, unlocked member of the token's tenant with the same security stamp.
 * Everything else, including a live agreement that is not found, is the same 404.
 */
export async function agreementExcel(ctx: AppContext, id: number, token: string, file: AgreementFile): Promise<ExcelFile> {
  const now = ctx.clock();
  const claims = await readDownloadToken(ctx.tokenKey, token, now);
  if (!claims || claims.kind !== 'leaseAgreement' || claims.resourceId !== id) throw agreementNotFound();
  const { tenantId } = claims;
  return withTenant(ctx.db, tenantId, async (tx) => {
    const [member] = await tx
      .select({ tenantName: tenants.name })
      .from(userTenants)
      .innerJoin(users, eq(users.id, userTenants.userId))
      .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
      .where(
        and(
          eq(userTenants.userId, claims.userId),
          eq(userTenants.tenantId, tenantId),
          eq(users.securityStamp, claims.stamp),
          eq(users.isDeleted, false),
          or(isNull(users.lockoutEnd), lt(users.lockoutEnd, now)),
          eq(tenants.isDeleted, false),
        ),
      );
    if (!member) throw agreementNotFound();
    const [head] = await tx
      .select({ agreement: leaseAgreements, contractorName: contractors.name, taxId: contractors.taxId })
      .from(leaseAgreements)
      .innerJoin(contractors, and(eq(contractors.tenantId, leaseAgreements.tenantId), eq(contractors.id, leaseAgreements.contractorId)))
      .where(and(eq(leaseAgreements.id, id), eq(leaseAgreements.tenantId, tenantId), eq(leaseAgreements.isDeleted, false)));
    if (!head) throw agreementNotFound();
    const a = head.agreement;
    const titleBlock: Detail[] = [
      { label: 'Client', value: member.tenantName, kind: 'text' },
      { label: 'Contractor', value: head.contractorName, kind: 'text' },
      { label: 'Tax id', value: head.taxId, kind: 'text' },
      { label: 'Contract number', value: a.contractNumber, kind: 'text' },
      { label: 'Schedule number', value: a.scheduleNumber, kind: 'text' },
      { label: 'Accounting standard', value: accountingStandardNames[a.accountingStandard as 0 | 1] ?? String(a.accountingStandard), kind: 'text' },
      { label: 'Starting date', value: a.startingDate, kind: 'date' },
      { label: 'Closing date', value: a.closingDate, kind: 'date' },
    ];
    const workbook = newWorkbook();
    const baseName = `${a.contractNumber}-${a.scheduleNumber}`;
    if (file === 'calculation') {
      const [calculation] = await tx
        .select()
        .from(leaseCalculations)
        .where(and(eq(leaseCalculations.tenantId, tenantId), eq(leaseCalculations.leaseAgreementId, id)));
      addSheet(workbook, { name: 'Calculation', title: 'Lease calculation', details: [...titleBlock, ...calculationDetails(calculation ? toCalculationDto(calculation) : null, a.accountingStandard, a.shouldRateBeCalculated)] });
      addSheet(workbook, { name: 'Schedule', title: 'Amortization schedule', details: titleBlock, columns: scheduleColumns, rows: await readSchedule(tx, tenantId, id), totalLabel: 'Total' });
      return { fileName: `lease-calculation-${baseName}.xlsx`, content: await workbookBuffer(workbook) };
    }
    addSheet(workbook, { name: 'Depreciation', title: 'Depreciation of the right-of-use asset', details: titleBlock, columns: depreciationColumns, rows: await readDepreciation(tx, tenantId, id), totalLabel: 'Total' });
    return { fileName: `depreciation-${baseName}.xlsx`, content: await workbookBuffer(workbook) };
  });
}
