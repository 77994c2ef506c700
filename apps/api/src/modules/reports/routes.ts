import { PassThrough } from 'node:stream';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agreementFilter, envelope, type AgreementFilter, idParam, language, leaseReport, settlementsReport, settlementsReportRequest, wireString } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { callerOf, tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { OutputClosedError } from '../../lib/excel/stream-workbook.ts';
import { attachmentDisposition, xlsxContentType } from '../../lib/excel/workbook.ts';
import { languageOf } from '../../lib/language.ts';
import { leaseReportWorkbook } from './lease-report-excel.ts';
import { streamReportExcel, type OpenOutput, type ReportWorkbook } from './report-excel.ts';
import { runLeaseReport } from './run-lease-report.ts';
import { runSettlementsReport } from './run-settlements-report.ts';
import type { ReportCaller } from '../../lib/reports/saved-reports.ts';
import type { ReportKind } from './report-kind.ts';
import { settlementsReportWorkbook } from './settlements-report-excel.ts';

const tags = ['reports'];
const security = [{ bearerAuth: [] }];
const tenant = { access: 'tenant' as const };
const downloadParams = idParam.extend({ token: wireString.min(1).max(1000) });
/** The workbook's language: `lang` (the web adds the active one to every download link), else Accept-Language, else en; an unknown one is ignored. */
const downloadQuery = z.object({ lang: language.optional().catch(undefined) });

function reportCallerOf(request: FastifyRequest): ReportCaller {
  const { userId, tenantId } = tenantOf(request);
  return { userId, tenantId, stamp: callerOf(request).stamp };
}

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
      void reply.header('content-type', xlsxContentType).header('content-disposition', attachmentDisposition(fileName)).header('cache-control', 'private, no-store').send(output);
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

/** The lease and settlements reports (issue 12) and their Excel files. */
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
    async (request) => ok(await runLeaseReport(ctx, reportCallerOf(request), request.body)),
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
    async (request) => ok(await runSettlementsReport(ctx, reportCallerOf(request), request.body)),
  );

  // Excel downloads: no bearer token (opened in a new window); the download token in the path decides.
  const download = <Filter extends AgreementFilter, DbRow, Row>(path: string, kind: ReportKind, workbook: ReportWorkbook<Filter, DbRow, Row>, summary: string) =>
    r.get(
      path,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: `${summary}, its rows rebuilt from the stored filter, in the language of ?lang=en|pl (else Accept-Language); the token is the report’s download token (10 minutes); any failure is 404`,
          params: downloadParams,
          querystring: downloadQuery,
        },
      },
      async (request, reply) => {
        const target = { id: request.params.id, token: request.params.token, language: languageOf(request.query.lang, request.headers['accept-language']) };
        return sendWorkbook(request, reply, (open) => streamReportExcel(ctx, kind, workbook, target, open));
      },
    );
  download('/api/leaseagreements/reports/:id/excel/:token', 'leaseReport', leaseReportWorkbook, 'Excel: the stored lease report');
  download('/api/leaseamortizations/reports/:id/excel/:token', 'settlementsReport', settlementsReportWorkbook, 'Excel: the stored settlements report');
}
