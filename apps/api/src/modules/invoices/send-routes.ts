import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, idParam, invoiceSendInput, invoiceSendResult, language, wireString, type Language } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { callerOf, tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { attachmentDisposition, xlsxContentType } from '../../lib/excel/workbook.ts';
import { languageOf } from '../../lib/language.ts';
import type { ReportCaller } from '../../lib/reports/saved-reports.ts';
import { enovaWorkbook } from './enova-excel.ts';
import { optimaRegister, xmlContentType } from './handoff/optima-register.ts';
import { sendInvoices } from './send-invoices.ts';

const tags = ['invoices'];
const security = [{ bearerAuth: [] }];
export const sendBodyLimitBytes = 8 * 1024 * 1024;
const downloadParams = idParam.extend({ token: wireString.min(1).max(1000) });
/** The workbook's language: `lang` (the web adds the active one to download links), else Accept-Language, else en. */
const downloadQuery = z.object({ lang: language.optional().catch(undefined) });

function senderOf(request: FastifyRequest): ReportCaller {
  const { userId, tenantId } = tenantOf(request);
  return { userId, tenantId, stamp: callerOf(request).stamp };
}

/** The hand-off to the accounting system (SPEC §4, FORMATS §6): a send, and the files of a send (the workbook, the Optima XML). */
export function registerInvoiceSendRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/extensivereport/send',
    {
      config: { access: 'tenant' },
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
    async (request) => ok(await sendInvoices(ctx, senderOf(request), request.body)),
  );
  // No bearer token (opened in a new window): the export's download token in the path decides.
  registerSendFile(app, ctx, {
    url: '/api/reports/:id/excel/:token/enovareports',
    summary:
      'Excel (FORMATS §6): the lines of one send, in the language of ?lang=en|pl (else Accept-Language); the token is the send’s download token; any failure is 404',
    contentType: xlsxContentType,
    build: enovaWorkbook,
  });
  // The same send for the accounting system to import (FORMATS §6): the same token, the same 404s.
  registerSendFile(app, ctx, {
    url: '/api/reports/:id/xml/:token/optima',
    summary:
      'XML (FORMATS §6): the purchase VAT register of one send for Comarch ERP Optima (REJESTRY_ZAKUPU_VAT, one document per invoice, one position per VAT rate), descriptions in the language of ?lang=en|pl (else Accept-Language); the token is the send’s download token; any failure is 404',
    contentType: xmlContentType,
    build: optimaRegister,
  });
}

type SendFile = { fileName: string; content: Buffer };
type SendFileRoute = {
  url: string;
  summary: string;
  contentType: string;
  build: (ctx: AppContext, exportId: number, token: string, language: Language) => Promise<SendFile>;
};

/** A file of one send, opened by its download token in the path, as an attachment in the downloader's language. */
function registerSendFile(app: FastifyInstance, ctx: AppContext, route: SendFileRoute): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.url,
    { config: { access: 'public' }, schema: { tags, summary: route.summary, params: downloadParams, querystring: downloadQuery } },
    async (request, reply) => {
      const file = await route.build(ctx, request.params.id, request.params.token, languageOf(request.query.lang, request.headers['accept-language']));
      return reply
        .header('content-type', route.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
}
