import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  invoiceImportQuery,
  invoiceImportResult,
  invoiceMatchQuery,
  invoiceMatchRow,
  invoiceReport,
  invoiceReportEntry,
  invoiceReportRange,
  invoiceSummary,
  ksefImportQuery,
  ksefImportResult,
  reportNameEntry,
} from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantOf } from '../../lib/auth/access-control.ts';
import { csvMaxBytes } from '../../lib/csv/csv-limits.ts';
import { ok } from '../../lib/envelope.ts';
import { wordedErrors } from '../../lib/error-handler.ts';
import { requestLanguage } from '../../lib/language.ts';
import { attachmentDisposition } from '../../lib/excel/workbook.ts';
import { getInvoiceReport } from './get-invoice-report.ts';
import { importKsefInvoices } from './import-ksef-invoices.ts';
import { importReadLines } from './import-read-lines.ts';
import { invoiceMatchRows } from './invoice-match-rows.ts';
import { invoiceSummaries } from './invoice-summaries.ts';
import { listInvoiceReportNames, listInvoiceReports } from './list-invoice-reports.ts';
import { readSingleFile } from '../../lib/multipart-upload.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { readKsefUploads } from './read-invoice-uploads.ts';
import { reportContractorNames } from './report-contractor-names.ts';
import { invoiceErrorsQuery, reportNameAliasParam, reportNameParam } from './route-params.ts';
import { invoiceCsvTemplate, readInvoiceCsv } from './sources/invoice-csv.ts';
import { readKsefFiles } from './sources/ksef/read-ksef-files.ts';
import { toggleInvoiceReportDeleted } from './toggle-invoice-report-deleted.ts';

const tags = ['invoices'];
const multipart = ['multipart/form-data'];
const byteOrderMark = '\uFEFF';

/** Invoice reports imported from CSV or KSeF XML, matched to schedules (DOMAIN §11), and read back. */
export function registerInvoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const imported = { 200: envelope(invoiceImportResult) };
  const report = { 200: envelope(invoiceReport) };
  const summaries = { 200: envelope(z.array(invoiceSummary)) };

  r.post(
    '/api/invoices/csv',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'Imports an invoice report CSV (FORMATS §1–§2) under ?name: multipart/form-data, one file in field file, at most 10 MB (413 beyond; 415 when not multipart). All or nothing: every row error at once (row N: column), nothing stored; a name of a live report of the client is refused on name',
        consumes: multipart,
        querystring: invoiceImportQuery,
        response: imported,
      },
    },
    async (request) => {
      const file = await readSingleFile(request, csvMaxBytes);
      return ok(await importReadLines(ctx, tenantOf(request), request.query.name, 'csv', readInvoiceCsv(file.bytes)));
    },
  );
  r.post(
    '/api/invoices/ksef',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'Imports KSeF invoices (FORMATS §3: FA(3)/FA(2) XML, ZIPs of them, KSeF’s export package with _metadata.json) under ?name: multipart/form-data, one or more files in field file, each at most 10 MB, at most 20, together at most 50 MB (413 beyond, before the body is read when Content-Length says so; a body without Content-Length is 400; 503 with Retry-After while the server holds its upload budget). An XML of more than 200 000 elements or nested over 64 deep is that file’s error. An invoice a live report already holds (same KSeF number; without one, same seller NIP, number and date) is refused naming that report. By default all or nothing: every file’s errors at once, nothing stored; ?skipUnreadable=true imports the readable files and answers the others in skipped',
        consumes: multipart,
        querystring: ksefImportQuery,
        response: { 200: envelope(ksefImportResult) },
      },
    },
    async (request) => {
      const files = await readKsefUploads(request);
      const { skipUnreadable, name } = request.query;
      const imported = await importKsefInvoices(ctx, tenantOf(request), name, await readKsefFiles(files, { skipUnreadable }), skipUnreadable);
      return ok({ ...imported, skipped: wordedErrors(requestLanguage(request), imported.skipped) });
    },
  );
  r.get(
    '/api/invoices/csv/template',
    { config: tenant, schema: { tags, security, summary: 'The invoice report CSV template (every column, one example row): text/csv, UTF-8 with a byte-order mark, as an attachment' } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition('invoice-report-template.csv'))
        .send(`${byteOrderMark}${invoiceCsvTemplate()}`),
  );

  r.get(
    '/api/invoicereports/:startDate/:endDate',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary: 'The client’s live invoice reports created from startDate to endDate (whole days in Warsaw), newest first, each with its earliest invoice date (null without one)',
        params: invoiceReportRange,
        response: { 200: envelope(z.array(invoiceReportEntry)) },
      },
    },
    async (request) => ok(await listInvoiceReports(ctx, tenantOf(request).tenantId, request.params)),
  );
  r.get(
    '/api/reports/names/:startDate/:endDate',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary: 'The names of the client’s live invoice reports created from startDate to endDate (whole days in Warsaw), newest first',
        params: invoiceReportRange,
        response: { 200: envelope(z.array(reportNameEntry)) },
      },
    },
    async (request) => ok(await listInvoiceReportNames(ctx, tenantOf(request).tenantId, request.params)),
  );
  r.get(
    '/api/invoicereports/:name',
    {
      config: tenant,
      schema: { tags, security, summary: 'A live invoice report with every line (sent ones included); the name exact, `/` encoded as %2F', params: reportNameParam, response: report },
    },
    async (request) => ok(await getInvoiceReport(ctx, tenantOf(request).tenantId, request.params.name)),
  );
  r.delete(
    '/api/invoicereports/:name',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'Toggles isDeleted of the report of that name: the live one, else the most recent deleted one (restored unless a live report holds the name now); answers the report with its lines',
        params: reportNameParam,
        response: report,
      },
    },
    async (request) => ok(await toggleInvoiceReportDeleted(ctx, tenantOf(request).tenantId, request.params.name)),
  );
  r.get(
    '/api/invoicereports/:reportName/contractors',
    {
      config: tenant,
      schema: { tags, security, summary: 'The distinct contractor names of a live report’s lines, in alphabetical order (the autocomplete)', params: reportNameAliasParam, response: { 200: envelope(z.array(z.string())) } },
    },
    async (request) => ok(await reportContractorNames(ctx, tenantOf(request).tenantId, request.params.reportName)),
  );
  r.get(
    '/api/invoicereports/:reportName/amortization',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'The report’s unsent lines (the merge table) with the agreement and schedule row each matched (null when none); ?contractorName contained, case ignored; ?invoiceNumber and ?ksefNumber exact',
        params: reportNameAliasParam,
        querystring: invoiceMatchQuery,
        response: { 200: envelope(z.array(invoiceMatchRow)) },
      },
    },
    async (request) => ok(await invoiceMatchRows(ctx, tenantOf(request).tenantId, request.params.reportName, request.query)),
  );
  r.get(
    '/api/invoices/errors',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary: 'One row per invoice of the report’s unsent lines (complete when every line is), incomplete invoices first, then by number',
        querystring: invoiceErrorsQuery,
        response: summaries,
      },
    },
    async (request) => ok(await invoiceSummaries(ctx, tenantOf(request).tenantId, request.query.ReportName, 'unsent')),
  );
  r.get(
    '/api/reports/:name/invoices',
    {
      config: tenant,
      schema: { tags, security, summary: 'One row per invoice of the report, sent ones included; incomplete first, then by number', params: reportNameParam, response: summaries },
    },
    async (request) => ok(await invoiceSummaries(ctx, tenantOf(request).tenantId, request.params.name, 'all')),
  );
}
