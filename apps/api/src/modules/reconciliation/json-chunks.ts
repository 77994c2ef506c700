import type { ResolvedAgreementFigures } from './import-external-figures.ts';

/**
 * Rows per INSERT. Each statement carries its rows as ONE JSON parameter (json_to_recordset), so a 50 000-row file
 * never meets the 65 535 bind parameters of a statement; chunks keep each JSON text a few megabytes at most.
 */
const insertChunk = 5_000;

/** Calls `insert` with the rows as JSON texts of at most insertChunk rows each, one after another (one transaction). */
export async function insertInJsonChunks(rows: readonly object[], insert: (json: string) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += insertChunk) await insert(JSON.stringify(rows.slice(start, start + insertChunk)));
}

/** The agreements' ids as one PostgreSQL array literal: one bind parameter however many agreements a file names. */
export const agreementIdArray = (resolved: readonly ResolvedAgreementFigures<unknown>[]): string => `{${resolved.map(({ agreement }) => agreement.leaseAgreementId).join(',')}}`;

/** Each record of each agreement with the agreement's id, as the INSERTs read them. */
export const recordsWithAgreementIds = <R extends object>(resolved: readonly ResolvedAgreementFigures<R>[]): (R & { leaseAgreementId: number })[] =>
  resolved.flatMap(({ agreement, figures }) => figures.records.map((record) => ({ ...record, leaseAgreementId: agreement.leaseAgreementId })));
