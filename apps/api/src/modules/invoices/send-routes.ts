import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, invoiceSendInput, invoiceSendResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantCallerOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { downloadLanguageQuery, idAndTokenParams, registerTokenDownload } from '../../lib/token-download-route.ts';
import { enovaWorkbook } from './enova-excel.ts';
import { optimaRegister, xmlContentType } from './handoff/optima-register.ts';
import { sendInvoices } from './send-invoices.ts';

const tags = ['invoices'];
export const sendBodyLimitBytes = 8 * 1024 * 1024;

/** The hand-off to the accounting system (SPEC §4, FORMATS §6): a send, and the files of a send (the workbook, the Optima XML). */
export function registerInvoiceSendRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/extensivereport/send',
    {
      config: tenant,
      // The merge table sends its rows whole (about 1 KB each) though only the ids are read: room for 8 000 of them.
      bodyLimit: sendBodyLimitBytes,
      schema: {
        tags,
        security,
        summary:
          'Sends the chosen lines (only their ids are read) in one export, or none: every invoice touched sent whole, every line complete, none sent already. Answers the export’s id and the download token of its workbook',
        body: invoiceSendInput,
        response: { 200: envelope(invoiceSendResult) },
      },
    },
    async (request) => ok(await sendInvoices(ctx, tenantCallerOf(request), request.body)),
  );
  registerTokenDownload(app, {
    url: '/api/reports/:id/excel/:token/enovareports',
    tags,
    summary:
      'Excel (FORMATS §6): the lines of one send, in the language of ?lang=en|pl (else Accept-Language); the token is the send’s download token; any failure is 404',
    params: idAndTokenParams,
    querystring: downloadLanguageQuery,
    file: ({ params, language }) => enovaWorkbook(ctx, params.id, params.token, language),
  });
  // The same send for the accounting system to import (FORMATS §6): the same token, the same 404s.
  registerTokenDownload(app, {
    url: '/api/reports/:id/xml/:token/optima',
    tags,
    summary:
      'XML (FORMATS §6): the purchase VAT register of one send for Comarch ERP Optima (REJESTRY_ZAKUPU_VAT, one document per invoice, one position per VAT rate), descriptions in the language of ?lang=en|pl (else Accept-Language); the token is the send’s download token; any failure is 404',
    params: idAndTokenParams,
    querystring: downloadLanguageQuery,
    contentType: xmlContentType,
    file: ({ params, language }) => optimaRegister(ctx, params.id, params.token, language),
  });
}
