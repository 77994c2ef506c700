import { and, asc, eq, inArray, not } from 'drizzle-orm';
import { agreementFieldNames, agreementFields, type AgreementField, type AgreementFieldName } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { contractors, leaseAgreements, leaseChanges, salesPersons } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { agreementCsvColumnOf, type AgreementCsvColumn } from './agreement-csv-format.ts';
import { agreementCsvHeader, agreementCsvLine, byteOrderMark, decimalComma } from './agreement-csv-writer.ts';
import { guardFormula } from './formula-guard.ts';

type StoredAgreement = typeof leaseAgreements.$inferSelect;

/** What the ids name in the file: the contractor's tax id, the sales person's `First Last` (null: none). */
type Named = { contractor: string; salesPerson: string | null };

function cellOf(field: AgreementField, stored: StoredAgreement[AgreementFieldName], named: Named): string {
  switch (field.kind) {
    case 'money':
      return decimalComma(stored as string, true);
    case 'rate':
    case 'percent':
      return decimalComma(stored as string, false);
    case 'text':
      return guardFormula(stored as string);
    case 'date':
      return (stored as string | null) ?? '';
    case 'reference':
      if (field.to === 'contractor') return named.contractor;
      return named.salesPerson === null ? '' : guardFormula(named.salesPerson);
    case 'integer':
    case 'enumeration':
    case 'boolean':
      return String(stored);
  }
}

/**
 * One stored agreement in the import's columns: its input exactly as stored (money to the cent, rates with every
 * stored decimal, the borrowing rate as a fraction, indexation as a percent, dates `YYYY-MM-DD`, enumerations
 * 0-based), so that importing the line reproduces every figure. Text is guarded against formulas (formula-guard.ts).
 */
function cellsOf(agreement: StoredAgreement, named: Named): Record<AgreementCsvColumn, string> {
  const cells = agreementFieldNames.map((name) => [agreementCsvColumnOf(name), cellOf(agreementFields[name], agreement[name], named)]);
  return Object.fromEntries(cells) as Record<AgreementCsvColumn, string>;
}

/**
 * The columns lease changes rewrote (DOMAIN §14), as the agreement was signed: its first change's record of them.
 * The agreement row holds the current version's terms, which imported as an agreement would calculate another lease.
 */
async function termsAsSigned(tx: Tx, tenantId: number): Promise<Map<number, Partial<StoredAgreement>>> {
  const firsts = await tx
    .selectDistinctOn([leaseChanges.leaseAgreementId], { leaseAgreementId: leaseChanges.leaseAgreementId, agreementBefore: leaseChanges.agreementBefore })
    .from(leaseChanges)
    .where(eq(leaseChanges.tenantId, tenantId))
    .orderBy(asc(leaseChanges.leaseAgreementId), asc(leaseChanges.version));
  return new Map(firsts.map((first) => [first.leaseAgreementId, first.agreementBefore as Partial<StoredAgreement>]));
}

/**
 * GET /api/leaseagreements/csv (FORMATS §4): the live agreements of the chosen contractors (null: of every
 * contractor) in the columns of the import, oldest first, as UTF-8 text with a byte-order mark, `;` and decimal
 * commas. Another tenant's contractor ids match nothing (row-level security, and the tenant in the filter). An
 * agreement with lease changes is written as it was signed; its changes are the changes CSV's (export-lease-changes.ts).
 */
export async function exportAgreements(ctx: AppContext, tenantId: number, contractorIds: readonly number[] | null): Promise<string> {
  const { rows, signed } = await withTenant(ctx.db, tenantId, async (tx) => ({
    rows: await tx
      .select({ agreement: leaseAgreements, taxId: contractors.taxId, firstName: salesPersons.firstName, lastName: salesPersons.lastName })
      .from(leaseAgreements)
      .innerJoin(contractors, and(eq(contractors.tenantId, leaseAgreements.tenantId), eq(contractors.id, leaseAgreements.contractorId)))
      .leftJoin(salesPersons, and(eq(salesPersons.tenantId, leaseAgreements.tenantId), eq(salesPersons.id, leaseAgreements.salesPersonId)))
      .where(and(eq(leaseAgreements.tenantId, tenantId), not(leaseAgreements.isDeleted), contractorIds === null ? undefined : inArray(leaseAgreements.contractorId, [...contractorIds])))
      .orderBy(asc(leaseAgreements.id)),
    signed: await termsAsSigned(tx, tenantId),
  }));
  const lines = rows.map(({ agreement, taxId, firstName, lastName }) =>
    agreementCsvLine(cellsOf({ ...agreement, ...signed.get(agreement.id) }, { contractor: taxId, salesPerson: firstName === null ? null : `${firstName} ${lastName ?? ''}` })),
  );
  return `${byteOrderMark}${agreementCsvHeader()}${lines.join('')}`;
}
