import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountingEntries as accountingEntriesAnswer,
  accountingEntryRequest,
  disclosure as disclosureAnswer,
  disclosureParts,
  envelope,
  idParam,
  language,
  wireString,
} from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { callerOf, tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { attachmentDisposition, xlsxContentType } from '../../lib/excel/workbook.ts';
import { languageOf } from '../../lib/language.ts';
import { accountingEntriesExcel, type ExcelFile } from './accounting-entries-excel.ts';
import { accountingRequestOf } from './accounting-request.ts';
import { disclosureExcel } from './disclosure-excel.ts';
import { runAccountingEntries } from './run-accounting-entries.ts';
import { runDisclosure } from './run-disclosure.ts';
import type { ReportCaller } from '../../lib/reports/saved-reports.ts';

const tags = ['accounting'];
const security = [{ bearerAuth: [] }];
const tenant = { access: 'tenant' as const };
const downloadParams = idParam.extend({ token: wireString.min(1).max(1000) });
/** The workbook's language: `lang` (the web adds the active one to every download link), else Accept-Language, else en. */
const downloadQuery = z.object({ lang: language.optional().catch(undefined) });
/** The disclosure workbook, or with `part` only that part's sheet (the screen downloads each part on its own). */
const disclosureDownloadQuery = downloadQuery.extend({ part: z.enum(disclosureParts).optional() });

function accountingCallerOf(request: FastifyRequest): ReportCaller {
  const { userId, tenantId } = tenantOf(request);
  return { userId, tenantId, stamp: callerOf(request).stamp };
}

const requestRules =
  'At least one contractor (other tenants’ ids match nothing); empty contractNumbers / scheduleNumbers: all of those contractors’ live agreements; only IFRS16 agreements contribute; the period is required and may not end before it starts. Every error at once. The run is stored and answered with its id and a download token';

/** Issue 12: DOMAIN §7 accounting entries and §13 disclosures, with their Excel workbooks. */
export function registerAccountingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/customers/leaseagreements/periods/accountingentry',
    {
      config: tenant,
      // Shape errors are answered with the request's rules, all at once (accounting-request.ts).
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: `Accounting entries (DOMAIN §7) of the chosen agreements over the period. ${requestRules}`,
        body: accountingEntryRequest,
        response: { 200: envelope(accountingEntriesAnswer) },
      },
    },
    async (request) => ok(await runAccountingEntries(ctx, accountingCallerOf(request), accountingRequestOf(request, request.body))),
  );
  r.post(
    '/api/customers/leaseagreements/periods/disclosure',
    {
      config: tenant,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: `IFRS 16 disclosures (DOMAIN §13): liability and right-of-use roll-forwards, maturity analysis, current / non-current split. ${requestRules}`,
        body: accountingEntryRequest,
        response: { 200: envelope(disclosureAnswer) },
      },
    },
    async (request) => ok(await runDisclosure(ctx, accountingCallerOf(request), accountingRequestOf(request, request.body))),
  );

  // Excel downloads: no bearer token (opened in a new window); the run's download token in the path decides.
  type DownloadQuery = z.infer<typeof disclosureDownloadQuery>;
  const downloads: { path: string; summary: string; querystring: z.ZodType<DownloadQuery>; build: (id: number, token: string, lang: 'en' | 'pl', query: DownloadQuery) => Promise<ExcelFile> }[] = [
    {
      path: '/api/customers/leaseagreements/periods/accountingentry/:id/excel/:token',
      summary: 'Excel: a stored accounting entry run, rebuilt from its request',
      querystring: downloadQuery,
      build: (id, token, lang) => accountingEntriesExcel(ctx, id, token, lang),
    },
    {
      path: '/api/customers/leaseagreements/periods/disclosure/:id/excel/:token',
      summary: 'Excel: a stored disclosure run, rebuilt from its request (one sheet per part; ?part=liability|rightOfUse|maturity|currentSplit: that sheet alone)',
      querystring: disclosureDownloadQuery,
      build: (id, token, lang, query) => disclosureExcel(ctx, id, token, lang, query.part),
    },
  ];
  for (const download of downloads) {
    r.get(
      download.path,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: `${download.summary}, in the language of ?lang=en|pl (else Accept-Language); the token is the run’s download token; any failure is 404`,
          params: downloadParams,
          querystring: download.querystring,
        },
      },
      async (request, reply) => {
        const excel = await download.build(request.params.id, request.params.token, languageOf(request.query.lang, request.headers['accept-language']), request.query);
        return reply
          .header('content-type', xlsxContentType)
          .header('content-disposition', attachmentDisposition(excel.fileName))
          .header('cache-control', 'private, no-store')
          .send(excel.content);
      },
    );
  }
}
