import { and, asc, eq, inArray, not } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contractors, leaseAgreements, leaseChanges } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { byteOrderMark, csvLineOf } from './agreement-csv-writer.ts';
import { guardFormula } from './formula-guard.ts';
import { leaseChangeCsvColumns, type LeaseChangeCsvColumn } from './lease-change-csv-format.ts';

/** A number as the files write it: a decimal comma, never an exponent; amounts to the cent. */
const decimal = (value: number, money: boolean) => (money ? value.toFixed(2) : String(Number(value.toFixed(10)))).replace('.', ',');

const moneyColumns: ReadonlySet<string> = new Set(['rentPaymentAmount', 'residualValue']);
const givenColumns = leaseChangeCsvColumns.slice(leaseChangeCsvColumns.indexOf('termInMonths'));

/**
 * GET /api/leaseagreements/changes/csv (FORMATS §4): the lease changes of the live agreements of the chosen
 * contractors (null: of every contractor), by agreement (oldest first) and version, each as its body gave it, in
 * the columns of the changes import (UTF-8 with a byte-order mark, `;`, decimal commas). With the agreements CSV,
 * which writes an agreement with changes as it was signed, importing both reproduces every version.
 */
export async function exportLeaseChanges(ctx: AppContext, tenantId: number, contractorIds: readonly number[] | null): Promise<string> {
  const rows = await withTenant(ctx.db, tenantId, (tx) =>
    tx
      .select({ change: leaseChanges, contractNumber: leaseAgreements.contractNumber, scheduleNumber: leaseAgreements.scheduleNumber, taxId: contractors.taxId })
      .from(leaseChanges)
      .innerJoin(leaseAgreements, and(eq(leaseAgreements.tenantId, leaseChanges.tenantId), eq(leaseAgreements.id, leaseChanges.leaseAgreementId)))
      .innerJoin(contractors, and(eq(contractors.tenantId, leaseAgreements.tenantId), eq(contractors.id, leaseAgreements.contractorId)))
      .where(
        and(
          eq(leaseChanges.tenantId, tenantId),
          not(leaseAgreements.isDeleted),
          contractorIds === null ? undefined : inArray(leaseAgreements.contractorId, [...contractorIds]),
        ),
      )
      .orderBy(asc(leaseAgreements.id), asc(leaseChanges.version)),
  );
  const lines = rows.map(({ change, contractNumber, scheduleNumber, taxId }) => {
    const given = change.input;
    const cells: Partial<Record<LeaseChangeCsvColumn, string>> = {
      contractorTaxId: taxId,
      contractNumber: guardFormula(contractNumber),
      scheduleNumber: guardFormula(scheduleNumber),
      version: String(change.version),
      effectiveDate: change.effectiveDate,
      changeKind: String(change.changeKind),
    };
    for (const column of givenColumns) {
      const value = given[column];
      if (typeof value === 'number') cells[column] = decimal(value, moneyColumns.has(column));
    }
    return csvLineOf(leaseChangeCsvColumns, cells);
  });
  return `${byteOrderMark}${leaseChangeCsvColumns.join(';')}\r\n${lines.join('')}`;
}
