import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { correctableInvoice, envelope, invoiceCorrectionInput, invoiceReportName, wireString } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { correctableInvoiceLines } from './correctable-invoice.ts';
import { correctionRowsOf } from './correct-invoice-body.ts';
import { correctInvoice } from './correct-invoice.ts';

const tags = ['invoices'];
export const correctionBodyLimitBytes = 8 * 1024 * 1024;
/** An empty number names the report's lines without one (a PDF whose number could not be read): /invoices/ ends the path. */
const invoiceParams = z.object({ name: invoiceReportName, number: wireString.max(500) });

/** /correctInvoice/{name}/{invoiceNumber} (SPEC §2): one invoice's lines, and their correction. */
export function registerInvoiceCorrectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/reports/:name/invoices/:number',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary: 'The lines of one invoice of a live report, in line order, each with the invoice’s revision (send it back with a correction); an empty number (the path ending in /invoices/) is the lines without a number, listed under errors as invoice ""; an unknown report or invoice is 404',
        params: invoiceParams,
        response: { 200: envelope(correctableInvoice) },
      },
    },
    async (request) => ok(await correctableInvoiceLines(ctx, tenantOf(request).tenantId, request.params.name, request.params.number)),
  );
  r.put(
    '/api/invoices',
    {
      config: tenant,
      // Every error names its row: `row 2: vatRate` (correct-invoice-body.ts).
      attachValidation: true,
      // Up to 1 000 rows of about 1 KB (more with long texts): past the app's 1 MB for ordinary bodies.
      bodyLimit: correctionBodyLimitBytes,
      schema: {
        tags,
        security,
        summary:
          'Corrects one unsent invoice: the rows (bare or as { details }) are its whole list of lines. A row with an id rewrites that line, one without is a new line, a line left out is removed. The invoice is matched again and its lines answered. A revision older than the stored one: 409',
        body: invoiceCorrectionInput,
        response: { 200: envelope(correctableInvoice) },
      },
    },
    async (request) => ok(await correctInvoice(ctx, tenantOf(request).tenantId, correctionRowsOf(request, request.body))),
  );
}
