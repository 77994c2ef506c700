import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agreementExportQuery, agreementImportMaxFigureRows, agreementImportMaxFigureRowsOnServer, agreementImportQuery, agreementImportResult, envelope, leaseChangeImportResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantOf } from '../../lib/auth/access-control.ts';
import { csvMaxBytes, csvMaxDataRows } from '../../lib/csv/csv-limits.ts';
import { ok } from '../../lib/envelope.ts';
import { attachmentDisposition } from '../../lib/excel/workbook.ts';
import { readSingleFile } from '../../lib/multipart-upload.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { agreementCsvTemplate } from './agreement-csv-template.ts';
import { csvContentType } from './agreement-csv-writer.ts';
import { exportAgreements } from './export-agreements.ts';
import { exportLeaseChanges } from './export-lease-changes.ts';
import { importAgreements } from './import-agreements.ts';
import { importLeaseChanges } from './import-lease-changes.ts';

const tags = ['lease agreements'];

/** Agreements in and out as CSV (FORMATS §1, §4). */
export function registerAgreementCsvRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/leaseagreement/csv',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          `Imports agreements from a CSV (FORMATS §1, §4): multipart/form-data, one file in field file, at most ${csvMaxBytes / 1024 / 1024} MB (413 beyond; 415 when not multipart) and ${csvMaxDataRows} rows, whose agreements write at most ${agreementImportMaxFigureRows} schedule and depreciation rows together (${agreementImportMaxFigureRowsOnServer} on a PostgreSQL server; a month of a term is a schedule row, and a depreciation period under IFRS16; beyond, a field error on file before anything is calculated). Each row is validated and calculated as POST /api/leaseagreement; all stored with their figures in one transaction or none; every error at once (row N: column). ?dryRun=true answers the same and stores nothing`,
        consumes: ['multipart/form-data'],
        querystring: agreementImportQuery,
        response: { 200: envelope(agreementImportResult) },
      },
    },
    async (request) => {
      const file = await readSingleFile(request, csvMaxBytes);
      return ok(await importAgreements(ctx, tenantOf(request).tenantId, file.bytes, { dryRun: request.query.dryRun }));
    },
  );
  r.get(
    '/api/leaseagreement/csv/template',
    { config: tenant, schema: { tags, security, summary: 'The agreements CSV template (every column, one example row): text/csv, UTF-8 with a byte-order mark, as an attachment' } },
    async (_request, reply) =>
      reply.header('content-type', csvContentType).header('content-disposition', attachmentDisposition('lease-agreements-template.csv')).send(agreementCsvTemplate()),
  );
  r.get(
    '/api/leaseagreements/csv',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'Exports the live agreements of ?contractorIds=1,2 (absent: of every contractor) in the import’s columns (FORMATS §4): text/csv, UTF-8 with a byte-order mark, ; and decimal commas, text starting with = + - @ or \' behind a \'; as an attachment',
        querystring: agreementExportQuery,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', csvContentType)
        .header('content-disposition', attachmentDisposition('lease-agreements.csv'))
        .header('cache-control', 'private, no-store')
        .send(await exportAgreements(ctx, tenantOf(request).tenantId, request.query.contractorIds)),
  );

  // Lease changes (DOMAIN §14) beside the agreements: the agreements CSV writes each agreement as signed, this one its versions.
  r.post(
    '/api/leaseagreement/changes/csv',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary: `Imports lease changes from a CSV (FORMATS §1, §4): multipart/form-data, one file in field file, at most ${csvMaxBytes / 1024 / 1024} MB and ${csvMaxDataRows} rows. Each row names a live agreement (contractorTaxId, contractNumber, scheduleNumber) and its version; an agreement's changes are applied in version order, each as POST /api/leaseagreements/{id}/changes applies it, all in one transaction or none; every error at once (row N: column). ?dryRun=true answers the same and stores nothing`,
        consumes: ['multipart/form-data'],
        querystring: agreementImportQuery,
        response: { 200: envelope(leaseChangeImportResult) },
      },
    },
    async (request) => {
      const file = await readSingleFile(request, csvMaxBytes);
      return ok(await importLeaseChanges(ctx, tenantOf(request), file.bytes, { dryRun: request.query.dryRun }));
    },
  );
  r.get(
    '/api/leaseagreements/changes/csv',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'Exports the lease changes of the live agreements of ?contractorIds=1,2 (absent: of every contractor) in the changes import’s columns (FORMATS §4), by agreement and version: text/csv, UTF-8 with a byte-order mark, ; and decimal commas, as an attachment',
        querystring: agreementExportQuery,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', csvContentType)
        .header('content-disposition', attachmentDisposition('lease-changes.csv'))
        .header('cache-control', 'private, no-store')
        .send(await exportLeaseChanges(ctx, tenantOf(request).tenantId, request.query.contractorIds)),
  );
}
