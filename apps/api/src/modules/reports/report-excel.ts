import type { Writable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { formatMessage, type AgreementFilter, type Language, type MessageKey } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { withTenant } from '../../db/scope.ts';
import { StreamedSheet, type StreamedSheetSummary } from '../../lib/excel/stream-workbook.ts';
import type { Column } from '../../lib/excel/workbook.ts';
import { cursorBatches } from './report-cursor.ts';
import { warsawDay } from '../../lib/reports/run-time.ts';
import { reportTitleBlock, type Words } from './report-title-block.ts';
import { openSavedReport, reportTokenClaims } from '../../lib/reports/saved-reports.ts';
import type { ReportKind } from './report-kind.ts';
import { tenantStandard } from '../lease-agreements/index.ts';

/** Opens the reply's body once the report is known to exist: the file name goes into its headers. */
export type OpenOutput = (fileName: string) => Writable;

/** What a report's workbook is made of: its words, how its stored filter reads, its rows and columns. */
export type ReportWorkbook<Filter extends AgreementFilter, DbRow, Row> = {
  sheet: MessageKey;
  title: MessageKey;
  fileName: MessageKey;
  /** The contract's schema of the request, which the stored filter was parsed by when the report ran. */
  filter: z.ZodType<Filter>;
  period: (filter: Filter) => { start: string; end: string } | undefined;
  /** The rows; `savedReportId`: of exactly the agreements that stored run answered. */
  query: (tenantId: number, filter: Filter, savedReportId?: number) => SQL;
  toRow: (row: DbRow) => Row;
  /** The columns under the client's standard (0 CSI, 1 IFRS16): the ones the screen shows. */
  columns: (t: Words, accountingStandard: number) => Column<Row>[];
};

/** The stored filter, read by the schema that parsed it; one that no longer parses is a defect of ours (500), not a user's 404. */
function storedFilter<Filter>(schema: z.ZodType<Filter>, stored: unknown, id: number): Filter {
  const parsed = schema.safeParse(stored);
  if (!parsed.success) throw new Error(`the stored filter of report ${id} does not parse: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * GET .../reports/{id}/excel/{token} of a stored report: no bearer token; the download token must be valid,
 * of this kind and this id, and its user still a live member of its tenant (lib/reports/saved-reports.ts), else 404 before
 * anything is written. The rows are rebuilt from the stored filter and the agreements as stored, read
 * through a cursor in batches and committed to the streaming workbook as they come; the transaction ends
 * with the last batch, and the file is finished after it.
 */
export async function streamReportExcel<Filter extends AgreementFilter, DbRow, Row>(
  ctx: AppContext,
  kind: ReportKind,
  workbook: ReportWorkbook<Filter, DbRow, Row>,
  request: { id: number; token: string; language: Language },
  open: OpenOutput,
): Promise<StreamedSheetSummary> {
  const { id, token, language } = request;
  const now = ctx.clock();
  const claims = await reportTokenClaims(ctx, kind, id, token);
  const t: Words = (key) => formatMessage(language, key);
  const sheet = await withTenant(ctx.db, claims.tenantId, async (tx: Tx) => {
    const report = await openSavedReport(tx, claims, kind, id, now);
    const filter = storedFilter(workbook.filter, report.filter, id);
    const period = workbook.period(filter);
    const accountingStandard = await tenantStandard(tx, claims.tenantId);
    const details = await reportTitleBlock(tx, language, {
      tenantId: claims.tenantId,
      tenantName: report.tenantName,
      accountingStandard,
      filter,
      ranAt: report.createDate,
      ...(period ? { period } : {}),
    });
    const output = open(`${t(workbook.fileName)}-${warsawDay(report.createDate)}.xlsx`);
    const columns = workbook.columns(t, accountingStandard);
    const streamed = new StreamedSheet<Row>(output, { language, name: t(workbook.sheet), title: t(workbook.title), details, columns });
    for await (const batch of cursorBatches<DbRow>(tx, workbook.query(claims.tenantId, filter, id))) streamed.add(batch.map(workbook.toRow));
    return streamed;
  });
  return sheet.finish();
}
