import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agreementFilter, envelope, type AgreementFilter, leaseReport, settlementsReport, settlementsReportRequest } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantCallerOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { OutputClosedError } from '../../lib/excel/stream-workbook.ts';
import { xlsxContentType } from '../../lib/excel/workbook.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { attachmentHeaders, downloadLanguageQuery, idAndTokenParams, registerTokenDownload } from '../../lib/token-download-route.ts';
import { leaseReportWorkbook } from './lease-report-excel.ts';
import { streamReportExcel, type OpenOutput, type ReportWorkbook } from './report-excel.ts';
import { runLeaseReport } from './run-lease-report.ts';
import { runSettlementsReport } from './run-settlements-report.ts';
import type { ReportKind } from './report-kind.ts';
import { settlementsReportWorkbook } from './settlements-report-excel.ts';

const tags = ['reports'];

/**
 * Streams a workbook as the reply. Until `write` opens the output (the report found, its title block read),
 * a failure is an ordinary answer (404, 503). After it the status and headers are gone, so a failure can
 * only cut the download short: the body is destroyed (the browser reports a failed download, never a
 * truncated file as complete) and the error logged. A downloader who goes away stops the rows at the
 * next batch (OutputClosedError) rather than letting the rest be read for nobody.
 */
async function sendWorkbook(request: FastifyRequest, reply: FastifyReply, write: (open: OpenOutput) => Promise<unknown>): Promise<FastifyReply> {
  let output: PassThrough | undefined;
  try {
    await write((fileName) => {
      output = new PassThrough();
      void attachmentHeaders(reply, xlsxContentType, fileName).send(output);
      return output;
    });
  } catch (error) {
    if (!output) throw error;
    // The downloader went away: nothing failed on our side.
    if (error instanceof OutputClosedError) request.log.info('a report workbook’s download was closed before it ended');
    else request.log.error({ err: error }, 'a report workbook failed while streaming');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  return reply;
}

/** The lease and settlements reports and their Excel files. */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/leaseagreements/report',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'The lease report: live agreements matching every given filter value (absent, null or an empty list: any), by contractor, contract and schedule number; stored, with its id and Excel download token',
        body: agreementFilter,
        response: { 200: envelope(leaseReport) },
      },
    },
    async (request) => ok(await runLeaseReport(ctx, tenantCallerOf(request), request.body)),
  );
  r.post(
    '/api/leaseamortizations/report',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'The settlements report: schedule rows of the agreements the filter selects with paymentDate in [periodStart, periodEnd], by contractor, contract, schedule and period, with exact totals; stored, with its id and Excel download token',
        body: settlementsReportRequest,
        response: { 200: envelope(settlementsReport) },
      },
    },
    async (request) => ok(await runSettlementsReport(ctx, tenantCallerOf(request), request.body)),
  );

  const download = <Filter extends AgreementFilter, DbRow, Row>(url: string, kind: ReportKind, workbook: ReportWorkbook<Filter, DbRow, Row>, summary: string) =>
    registerTokenDownload(app, {
      url,
      tags,
      summary: `${summary}, its rows rebuilt from the stored filter, in the language of ?lang=en|pl (else Accept-Language); the token is the report’s download token (10 minutes); any failure is 404`,
      params: idAndTokenParams,
      querystring: downloadLanguageQuery,
      stream: ({ params, language }, request, reply) =>
        sendWorkbook(request, reply, (open) => streamReportExcel(ctx, kind, workbook, { id: params.id, token: params.token, language }, open)),
    });
  download('/api/leaseagreements/reports/:id/excel/:token', 'leaseReport', leaseReportWorkbook, 'Excel: the stored lease report');
  download('/api/leaseamortizations/reports/:id/excel/:token', 'settlementsReport', settlementsReportWorkbook, 'Excel: the stored settlements report');
}
