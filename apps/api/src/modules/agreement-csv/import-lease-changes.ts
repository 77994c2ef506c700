import { and, eq, not } from 'drizzle-orm';
import { leaseChangeInput, messageOfZodIssue, type ImportedLeaseChange, type LeaseChangeImportResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { leaseAgreements } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import type { CsvErrors } from '../../lib/csv/csv-errors.ts';
import { readCsvRows } from '../../lib/csv/read-csv.ts';
import { AppError, fieldFailures } from '../../lib/errors.ts';
import { agreementNumbersKey, applyLeaseChangeIn, findAgreementRow, latestChange, type ChangeCaller } from '../lease-agreements/index.ts';
import { lockAgreementCsvReferences } from './agreement-csv-references.ts';
import { leaseChangeCsvFormat, type LeaseChangeFileRow } from './lease-change-csv-format.ts';

/** What a row whose every cell read gives: its agreement's numbers and the change's body. */
type ReadRow = LeaseChangeFileRow & { values: Required<Pick<LeaseChangeFileRow['values'], 'contractorTaxId' | 'contractNumber' | 'scheduleNumber' | 'version' | 'effectiveDate' | 'changeKind'>> };

const noUnreadableCells: ReadonlySet<never> = new Set();
const isColumn = (name: string): name is keyof typeof leaseChangeCsvFormat => Object.hasOwn(leaseChangeCsvFormat, name);

/** Thrown to roll a dry run's transaction back once its answer is known: later changes build on earlier ones. */
class DryRunDone extends Error {
  constructor(readonly result: LeaseChangeImportResult) {
    super('dry run');
  }
}

/** The live agreement of the tenant a row names, locked: its id, or undefined. */
async function agreementIdOf(tx: Tx, tenantId: number, contractorId: number, contractNumber: string, scheduleNumber: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: leaseAgreements.id })
    .from(leaseAgreements)
    .where(
      and(
        eq(leaseAgreements.tenantId, tenantId),
        eq(leaseAgreements.contractorId, contractorId),
        eq(leaseAgreements.contractNumber, contractNumber),
        eq(leaseAgreements.scheduleNumber, scheduleNumber),
        not(leaseAgreements.isDeleted),
      ),
    )
    .for('update');
  return row?.id;
}

/** The rows of each agreement the file names, in version order (a row whose agreement is unknown is an error). */
async function rowsByAgreement(tx: Tx, tenantId: number, rows: readonly LeaseChangeFileRow[], errors: CsvErrors): Promise<Map<number, LeaseChangeFileRow[]>> {
  const taxIds = new Set(rows.flatMap(({ values }) => (values.contractorTaxId === undefined ? [] : [values.contractorTaxId])));
  const references = await lockAgreementCsvReferences(tx, tenantId, taxIds, new Set());
  const ids = new Map<string, number | undefined>();
  const groups = new Map<number, LeaseChangeFileRow[]>();
  for (const fileRow of rows) {
    const { row, values } = fileRow;
    if (values.contractorTaxId === undefined || values.contractNumber === undefined || values.scheduleNumber === undefined) continue;
    const contractor = references.contractorOf(values.contractorTaxId);
    if (!contractor) {
      errors.add(row, 'contractorTaxId', 'csv.agreement.contractorUnknown', { taxId: values.contractorTaxId });
      continue;
    }
    const numbers = { contractorId: contractor.id, contractNumber: values.contractNumber, scheduleNumber: values.scheduleNumber };
    const key = agreementNumbersKey(numbers);
    if (!ids.has(key)) ids.set(key, await agreementIdOf(tx, tenantId, contractor.id, numbers.contractNumber, numbers.scheduleNumber));
    const id = ids.get(key);
    if (id === undefined) {
      errors.add(row, 'scheduleNumber', 'csv.change.agreementUnknown', { contractNumber: numbers.contractNumber, scheduleNumber: numbers.scheduleNumber });
      continue;
    }
    groups.set(id, [...(groups.get(id) ?? []), fileRow]);
  }
  for (const group of groups.values()) group.sort((a, b) => (a.values.version ?? 0) - (b.values.version ?? 0) || a.row - b.row);
  return groups;
}

/**
 * One agreement's changes of the file, in version order, each through the same operation as POST
 * /api/leaseagreements/{id}/changes (applyLeaseChangeIn): the first must be the version after the agreement's
 * latest, each next one the version after it. A change's field errors are its row's (the column of the field);
 * once one of an agreement's changes fails, its later ones are not applied (they would build on it).
 */
async function applyAgreementChanges(tx: Tx, caller: ChangeCaller, leaseAgreementId: number, group: readonly LeaseChangeFileRow[], errors: CsvErrors): Promise<ImportedLeaseChange[]> {
  const applied: ImportedLeaseChange[] = [];
  let expected = ((await latestChange(tx, caller.tenantId, leaseAgreementId))?.version ?? 1) + 1;
  let failedRow: number | null = null;
  for (const fileRow of group) {
    if (failedRow !== null) {
      errors.add(fileRow.row, undefined, 'csv.change.earlierFailed', { row: String(failedRow) });
      continue;
    }
    if (fileRow.unreadable.size > 0) {
      failedRow = fileRow.row;
      continue;
    }
    const { row, values } = fileRow as ReadRow;
    if (values.version !== expected) {
      errors.add(row, 'version', 'csv.change.version', { expected });
      failedRow = row;
      continue;
    }
    // The body as POST's schema checks it (a date's calendar, the kind a whole number 0..3), then the change's rules.
    const { contractorTaxId: _taxId, contractNumber: _contract, scheduleNumber: _schedule, version: _version, ...fields } = values;
    const body = leaseChangeInput.safeParse(fields);
    if (!body.success) {
      for (const issue of body.error.issues) errors.add(row, String(issue.path[0] ?? ''), messageOfZodIssue(issue).key, messageOfZodIssue(issue).params);
      failedRow = row;
      continue;
    }
    try {
      const agreement = await findAgreementRow(tx, caller.tenantId, leaseAgreementId, { lock: true });
      const change = await applyLeaseChangeIn(tx, caller, agreement, body.data, { dryRun: false });
      applied.push({
        row,
        contractNumber: values.contractNumber,
        scheduleNumber: values.scheduleNumber,
        leaseAgreementId,
        version: change.version,
        effectiveDate: change.effectiveDate,
        changeKind: change.changeKind,
        remeasuredLiability: change.remeasuredLiability,
        rightOfUseAfter: change.rightOfUseAfter,
        gainOrLoss: change.gainOrLoss,
      });
      expected += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'invalid') throw error;
      for (const { propertyName, key, params } of error.errors) errors.add(row, isColumn(propertyName) ? propertyName : undefined, key, params);
      failedRow = row;
    }
  }
  return applied;
}

/**
 * POST /api/leaseagreement/changes/csv (FORMATS §4): a file of lease changes (lease-change-csv-format.ts), each
 * applied to its agreement in version order as POST /api/leaseagreements/{id}/changes applies it, all in one
 * transaction: every change or none. Every error at once (at most 100, `row N: column`). A dry run applies them
 * too (a change builds on the one before) and rolls back, answering the same figures.
 */
export async function importLeaseChanges(ctx: AppContext, caller: ChangeCaller, bytes: Buffer, options: { dryRun: boolean }): Promise<LeaseChangeImportResult> {
  const rows: LeaseChangeFileRow[] = [];
  const errors = readCsvRows(
    bytes,
    leaseChangeCsvFormat,
    (row) => rows.push({ ...row, unreadable: noUnreadableCells }),
    (row) => rows.push(row),
  );
  if (rows.length === 0) throw fieldFailures(errors.inRowOrder());
  try {
    return await withTenant(ctx.db, caller.tenantId, async (tx) => {
      const changes: ImportedLeaseChange[] = [];
      for (const [leaseAgreementId, group] of await rowsByAgreement(tx, caller.tenantId, rows, errors)) {
        changes.push(...(await applyAgreementChanges(tx, caller, leaseAgreementId, group, errors)));
      }
      if (errors.any) throw fieldFailures(errors.inRowOrder());
      changes.sort((a, b) => a.row - b.row);
      const result = { dryRun: options.dryRun, count: changes.length, changes };
      if (options.dryRun) throw new DryRunDone(result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.result;
    throw error;
  }
}
