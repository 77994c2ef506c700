import { agreementImportMaxFigureRows, agreementImportMaxFigureRowsOnServer, type AgreementImportResult, type ImportedAgreement } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { withTenant } from '../../db/scope.ts';
import { postgresClientOf } from '../../db/staged-rows.ts';
import type { CsvErrors } from '../../lib/csv/csv-errors.ts';
import { readCsvRows } from '../../lib/csv/read-csv.ts';
import { fieldFailures } from '../../lib/errors.ts';
import {
  agreementLabel,
  agreementNumbersKey,
  calculateAgreement,
  liveNumbersAmong,
  tenantStandard,
  type CalculatedAgreement,
} from '../lease-agreements/index.ts';
import { readablePartOf } from '../../lib/csv/readable-part.ts';
import { agreementCsvFormat, type AgreementFileRow } from './agreement-csv-format.ts';
import { columnOfField, rowInputOf } from './agreement-csv-input.ts';
import { lockAgreementCsvReferences, type AgreementCsvReferences } from './agreement-csv-references.ts';
import { EventLoopTurns } from './event-loop-turns.ts';
import { figureRowsRefusal } from './figure-rows-of-file.ts';
import { PendingAgreements } from './pending-agreements.ts';
import { recordAuditMany } from '../../lib/audit/record-audit.ts';

/** Work between two turns of the event loop while rows are checked and calculated (dry run or not). */
const turnBudgetMs = 20;
/** Audit entries written by one statement, a turn before each. */
const auditEntriesPerWrite = 1_000;
/** What a row read whole lacks: no unreadable cell. */
const noUnreadableCells: ReadonlySet<never> = new Set();

/** The numbers of every row whose contractor is known, to find the stored ones in one statement. */
function numbersOfRows(rows: readonly AgreementFileRow[], references: AgreementCsvReferences) {
  return rows.flatMap((fileRow) => {
    const named = readablePartOf(fileRow)('contractorTaxId', 'contractNumber', 'scheduleNumber');
    const contractor = named && references.contractorOf(named.contractorTaxId);
    return named && contractor ? [{ contractorId: contractor.id, contractNumber: named.contractNumber, scheduleNumber: named.scheduleNumber }] : [];
  });
}

type RowContext = { references: AgreementCsvReferences; standard: number; storedNumbers: ReadonlySet<string>; firstRowOfNumbers: Map<string, number> };

/**
 * One row through the checks of POST /api/leaseagreement (shape, lease-math's rules and figures under the
 * tenant's standard) and the file's own (a known contractor and sales person, numbers free in the file and among
 * stored agreements). Each failure is an error on its row and column; a check that involves a cell the reader could
 * not read is skipped (that cell is already an error). The row's calculation when there is no error.
 */
function checkRow(fileRow: AgreementFileRow, context: RowContext, errors: CsvErrors): { agreement: CalculatedAgreement; contractorName: string } | null {
  const { row, values, unreadable } = fileRow;
  const part = readablePartOf(fileRow);
  let failed = unreadable.size > 0;
  const fail: CsvErrors['add'] = (...error) => {
    failed = true;
    errors.add(...error);
  };

  const taxId = part('contractorTaxId');
  const contractor = taxId ? context.references.contractorOf(taxId.contractorTaxId) : undefined;
  if (taxId && !contractor) fail(row, 'contractorTaxId', 'csv.agreement.contractorUnknown', { taxId: taxId.contractorTaxId });
  const named = part('salesPerson')?.salesPerson;
  const salesPerson = named === undefined ? null : context.references.salesPersonOf(named);
  if (named !== undefined && salesPerson === undefined) fail(row, 'salesPerson', 'csv.agreement.salesPersonUnknown', { name: named });
  if (named !== undefined && salesPerson === 'ambiguous') fail(row, 'salesPerson', 'csv.agreement.salesPersonAmbiguous', { name: named });

  const numbers = part('contractNumber', 'scheduleNumber');
  if (contractor && numbers) {
    const key = agreementNumbersKey({ contractorId: contractor.id, contractNumber: numbers.contractNumber, scheduleNumber: numbers.scheduleNumber });
    const firstRow = context.firstRowOfNumbers.get(key);
    if (context.storedNumbers.has(key)) fail(row, 'scheduleNumber', 'records.agreement.duplicateNumbers');
    else if (firstRow !== undefined) fail(row, 'scheduleNumber', 'csv.agreement.duplicateInFile', { row: String(firstRow) });
    else context.firstRowOfNumbers.set(key, row);
  }

  // Placeholders while a reference is unknown: the row fails on it anyway, and its other fields are still checked.
  const references = { contractorId: contractor?.id ?? 1, salesPersonId: typeof salesPerson === 'number' ? salesPerson : null };
  const input = rowInputOf(values, unreadable, references);
  const calculation = input.ok ? calculateAgreement(input.input, context.standard) : input;
  if (!calculation.ok) {
    for (const { propertyName, key, params } of calculation.errors) fail(row, columnOfField(propertyName), key, params);
  }
  if (failed || !calculation.ok || !contractor) return null;
  return { agreement: calculation.agreement, contractorName: contractor.name };
}

/** An imported agreement's entry: where it came from, its numbers and the figures it was stored with. */
function importAuditRecord(agreement: ImportedAgreement) {
  return {
    action: 'import',
    entity: 'agreement',
    entityId: agreement.leaseAgreementId,
    label: agreementLabel(agreement),
    changes: [
      { field: 'contractNumber', before: null, after: agreement.contractNumber },
      { field: 'scheduleNumber', before: null, after: agreement.scheduleNumber },
      { field: 'totalPresentValueOfLeasePayments', before: null, after: agreement.initialValue },
      { field: 'implicitRate', before: null, after: agreement.rate },
    ],
    counts: { scheduleRows: agreement.scheduleRows },
  } as const;
}

/** The import's audit entries, a statement at a time with a turn before each (50 000 agreements make a long write). */
async function recordAuditInTurns(tx: Tx, agreements: readonly ImportedAgreement[], turns: EventLoopTurns): Promise<void> {
  for (let start = 0; start < agreements.length; start += auditEntriesPerWrite) {
    await turns.give();
    await recordAuditMany(tx, agreements.slice(start, start + auditEntriesPerWrite).map(importAuditRecord));
  }
}

/**
 * POST /api/leaseagreement/csv (FORMATS §1, §4): a file of agreements, each row validated and calculated exactly
 * as POST /api/leaseagreement does (calculateAgreement) and stored by the same code (storeNewAgreements), all in
 * one transaction: every agreement with its figures, or nothing. Every error at once (at most 100, `row N: column`).
 * A file whose agreements would write more schedule and depreciation rows than one import may (more on a PostgreSQL
 * server, whose COPY stores them while this thread is free) is refused before anything is calculated. The work gives the event loop turns (event-loop-turns.ts), so the embedded database
 * answers other requests meanwhile. A dry run answers the same figures and stores nothing.
 */
export async function importAgreements(ctx: AppContext, tenantId: number, bytes: Buffer, options: { dryRun: boolean }): Promise<AgreementImportResult> {
  /** Every data row in file order, each with its unreadable cells (none for a row read whole). */
  const rows: AgreementFileRow[] = [];
  const errors = readCsvRows(
    bytes,
    agreementCsvFormat,
    (row) => rows.push({ ...row, unreadable: noUnreadableCells }),
    (row) => rows.push(row),
  );
  if (rows.length === 0) throw fieldFailures(errors.inRowOrder());

  return withTenant(ctx.db, tenantId, async (tx) => {
    const standard = await tenantStandard(tx, tenantId);
    const refusal = figureRowsRefusal(rows, standard, postgresClientOf(tx) ? agreementImportMaxFigureRowsOnServer : agreementImportMaxFigureRows);
    if (refusal) throw fieldFailures([refusal, ...errors.inRowOrder()]);
    const salesPersonNames = new Set(rows.flatMap(({ values }) => (values.salesPerson === undefined ? [] : [values.salesPerson])));
    const taxIds = new Set(rows.flatMap(({ values }) => (values.contractorTaxId === undefined ? [] : [values.contractorTaxId])));
    const references = await lockAgreementCsvReferences(tx, tenantId, taxIds, salesPersonNames);
    const storedNumbers = await liveNumbersAmong(tx, tenantId, numbersOfRows(rows, references));
    const context = { references, standard, storedNumbers, firstRowOfNumbers: new Map<string, number>() };

    const turns = new EventLoopTurns(turnBudgetMs);
    const pending = new PendingAgreements(tx, tenantId, turns);
    const agreements: ImportedAgreement[] = [];
    try {
      for (const row of rows) {
        // Errors are kept by row: once 100 are, a later row's could only be dropped.
        if (!errors.keeps(row.row)) break;
        await turns.giveIfDue();
        const checked = checkRow(row, context, errors);
        if (!checked || errors.any) {
          pending.drop();
          continue;
        }
        const { agreement, contractorName } = checked;
        const { leaseCalculation, leaseAmortizations } = agreement.figures;
        const entry: ImportedAgreement = {
          row: row.row,
          contractNumber: agreement.values.contractNumber,
          scheduleNumber: agreement.values.scheduleNumber,
          contractorName,
          leaseAgreementId: null,
          initialValue: leaseCalculation.totalPresentValueOfLeasePayments,
          rate: leaseCalculation.implicitRate,
          scheduleRows: leaseAmortizations.length,
        };
        agreements.push(entry);
        if (!options.dryRun) await pending.add(agreement, entry);
      }
      // Thrown inside the transaction: whatever was stored before the first error is rolled back.
      if (errors.any) throw fieldFailures(errors.inRowOrder());
      if (!options.dryRun) {
        await pending.store();
        await recordAuditInTurns(tx, agreements, turns);
      }
    } finally {
      // Never leave the transaction while a store is still running on its connection.
      await pending.quiesce();
    }
    return { dryRun: options.dryRun, count: agreements.length, agreements };
  });
}
