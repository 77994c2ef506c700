import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, externalFiguresImportQuery, externalFiguresImportResult, idParam, reconciliation } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantOf } from '../../lib/auth/access-control.ts';
import { csvMaxBytes } from '../../lib/csv/csv-limits.ts';
import { ok } from '../../lib/envelope.ts';
import { attachmentDisposition } from '../../lib/excel/workbook.ts';
import { readSingleFile } from '../../lib/multipart-upload.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { csvTemplate } from './csv-template.ts';
import { externalCalculationCsvFormat, externalCalculationExampleRow } from './external-calculation-format.ts';
import { externalScheduleCsvFormat, externalScheduleExampleRow } from './external-schedule-format.ts';
import { importExternalCalculations } from './import-external-calculations.ts';
import { importExternalSchedules } from './import-external-schedules.ts';
import { reconcileAgreement } from './reconcile-agreement.ts';

const tags = ['reconciliation'];
const multipart = ['multipart/form-data'];
const byteOrderMark = '\uFEFF';
const importRules =
  'multipart/form-data, one file in field file, at most 10 MB (413 beyond; 415 when not multipart), FORMATS §1 encodings. Each agreement is named by contractorTaxId (a live contractor), contractNumber and scheduleNumber (its live agreement); an agreement’s rows replace its earlier import. All or nothing: every error at once (row N: column), nothing stored; ?dryRun=true checks and answers without storing. Never used as the agreement’s own figures';

/** Another system's schedules and calculations, kept beside ours and reconciled to the cent (FORMATS §5). */
export function registerReconciliationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const imported = { 200: envelope(externalFiguresImportResult) };

  const imports = [
    { path: '/api/leaseamortizations/csv', what: 'schedules (one row per period)', run: importExternalSchedules },
    { path: '/api/leasecalculations/csv', what: 'lease calculations (one row per agreement, any of its figures)', run: importExternalCalculations },
  ] as const;
  for (const { path, what, run } of imports) {
    r.post(
      path,
      {
        config: tenant,
        schema: { tags, security, summary: `Imports another system’s ${what}: ${importRules}`, consumes: multipart, querystring: externalFiguresImportQuery, response: imported },
      },
      async (request) => {
        const file = await readSingleFile(request, csvMaxBytes);
        return ok(await run(ctx, tenantOf(request), file.bytes, { dryRun: request.query.dryRun }));
      },
    );
  }

  const templates = [
    { path: '/api/leaseamortizations/csv/template', fileName: 'schedules-template.csv', content: () => csvTemplate(externalScheduleCsvFormat, externalScheduleExampleRow) },
    { path: '/api/leasecalculations/csv/template', fileName: 'calculations-template.csv', content: () => csvTemplate(externalCalculationCsvFormat, externalCalculationExampleRow) },
  ] as const;
  for (const { path, fileName, content } of templates) {
    r.get(
      path,
      { config: tenant, schema: { tags, security, summary: 'The CSV template of the import (every column, one example row): text/csv, UTF-8 with a byte-order mark, as an attachment' } },
      async (_request, reply) =>
        reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachmentDisposition(fileName)).send(`${byteOrderMark}${content()}`),
    );
  }

  r.get(
    '/api/leaseagreements/:id/reconciliation',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'Another system’s imported schedule and calculation against the live agreement’s stored ones: { hasSchedule, hasCalculation, matches, differences }; amounts equal to the cent, rates within 1e−6, only the figures the other system gave',
        params: idParam,
        response: { 200: envelope(reconciliation) },
      },
    },
    async (request) => ok(await reconcileAgreement(ctx, tenantOf(request).tenantId, request.params.id)),
  );
}
