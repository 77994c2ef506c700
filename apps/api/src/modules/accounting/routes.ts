import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountingEntries as accountingEntriesAnswer, accountingEntryRequest, disclosure as disclosureAnswer, disclosureParts, envelope } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantCallerOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { downloadLanguageQuery, idAndTokenParams, registerTokenDownload } from '../../lib/token-download-route.ts';
import { accountingEntriesExcel } from './accounting-entries-excel.ts';
import { accountingRequestOf } from './accounting-request.ts';
import { disclosureExcel } from './disclosure-excel.ts';
import { runAccountingEntries } from './run-accounting-entries.ts';
import { runDisclosure } from './run-disclosure.ts';

const tags = ['accounting'];
/** The disclosure workbook, or with `part` only that part's sheet (the screen downloads each part on its own). */
const disclosureDownloadQuery = downloadLanguageQuery.extend({ part: z.enum(disclosureParts).optional() });
const downloadHelp = 'in the language of ?lang=en|pl (else Accept-Language); the token is the run’s download token; any failure is 404';

const requestRules =
  'At least one contractor (other tenants’ ids match nothing); empty contractNumbers / scheduleNumbers: all of those contractors’ live agreements; only IFRS16 agreements contribute; the period is required and may not end before it starts. Every error at once. The run is stored and answered with its id and a download token';

/** DOMAIN §7 accounting entries and §13 disclosures, with their Excel workbooks. */
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
        summary: `Accounting entries (DOMAIN §7, and §14’s entries 9–14 of the lease changes booked in the period) of the chosen agreements over the period. ${requestRules}`,
        body: accountingEntryRequest,
        response: { 200: envelope(accountingEntriesAnswer) },
      },
    },
    async (request) => ok(await runAccountingEntries(ctx, tenantCallerOf(request), accountingRequestOf(request, request.body))),
  );
  r.post(
    '/api/customers/leaseagreements/periods/disclosure',
    {
      config: tenant,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary: `IFRS 16 disclosures (DOMAIN §13): liability and right-of-use roll-forwards, maturity analysis, current / non-current split; with lease changes booked in the period (§14) their remeasurements and the gain or loss on modifications. ${requestRules}`,
        body: accountingEntryRequest,
        response: { 200: envelope(disclosureAnswer) },
      },
    },
    async (request) => ok(await runDisclosure(ctx, tenantCallerOf(request), accountingRequestOf(request, request.body))),
  );

  registerTokenDownload(app, {
    url: '/api/customers/leaseagreements/periods/accountingentry/:id/excel/:token',
    tags,
    summary: `Excel: a stored accounting entry run, rebuilt from its request, ${downloadHelp}`,
    params: idAndTokenParams,
    querystring: downloadLanguageQuery,
    file: ({ params, language }) => accountingEntriesExcel(ctx, params.id, params.token, language),
  });
  registerTokenDownload(app, {
    url: '/api/customers/leaseagreements/periods/disclosure/:id/excel/:token',
    tags,
    summary: `Excel: a stored disclosure run, rebuilt from its request (one sheet per part, the lease modifications’ only when the period books a change; ?part=liability|rightOfUse|maturity|currentSplit|modifications: that sheet alone), ${downloadHelp}`,
    params: idAndTokenParams,
    querystring: disclosureDownloadQuery,
    file: ({ params, query, language }) => disclosureExcel(ctx, params.id, params.token, language, query.part),
  });
}
