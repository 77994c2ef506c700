import { importAgreementsCsv } from '../api/import-agreements-csv';
import { importFiguresCsv } from '../api/import-figures-csv';
import type { ImportKind } from '../api/import-paths';
import type { AgreementImportResult, ExternalFiguresImportResult } from '@leasedesk/contract';

/** What a file holds (dry run) or what was stored (import), with the kind that tells its shape. */
export type ImportAnswer =
  | { kind: 'agreements'; result: AgreementImportResult }
  | { kind: 'schedules' | 'calculations'; result: ExternalFiguresImportResult };

/** Sends the file to its kind's route: a dry run, or the import itself. */
export async function sendCsvImport(kind: ImportKind, file: File, dryRun: boolean, signal?: AbortSignal): Promise<ImportAnswer> {
  if (kind === 'agreements') return { kind, result: await importAgreementsCsv(file, dryRun, signal) };
  return { kind, result: await importFiguresCsv(kind, file, dryRun, signal) };
}

/** How many agreements the answer names. */
export function agreementCount(answer: ImportAnswer): number {
  return answer.kind === 'agreements' ? answer.result.count : answer.result.agreements.length;
}

/** The file's data rows the answer accounts for (agreements: one row each). */
export function fileRowCount(answer: ImportAnswer): number {
  if (answer.kind === 'agreements') return answer.result.agreements.length;
  return answer.result.agreements.reduce((sum, agreement) => sum + agreement.rows, 0);
}
