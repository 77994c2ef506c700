import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agreementPreviewInput,
  borrowingRateResult,
  envelope,
  idParam,
  language,
  portfolioSensitivity,
  portfolioSensitivityRequest,
  sensitivityRequest,
  sensitivityResult,
  wireString,
} from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { callerOf, tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { attachmentDisposition, xlsxContentType } from '../../lib/excel/workbook.ts';
import { languageOf } from '../../lib/language.ts';
import type { ReportCaller } from '../../lib/reports/saved-reports.ts';
import { assertAgreementBodyValid } from '../lease-agreements/agreement-body-errors.ts';
import { analyseAgreement } from './analyse-agreement.ts';
import { calculateBorrowingRate } from './calculate-borrowing-rate.ts';
import { portfolioSensitivityExcel } from './portfolio-excel.ts';
import { runPortfolioSensitivity } from './run-portfolio-sensitivity.ts';

const tags = ['analysis'];
const security = [{ bearerAuth: [] }];
const tenant = { access: 'tenant' as const };
const downloadParams = idParam.extend({ token: wireString.min(1).max(1000) });
/** The workbook's language: `lang` (the web adds the active one to every download link), else Accept-Language, else en; an unknown one is ignored. */
const downloadQuery = z.object({ lang: language.optional().catch(undefined) });

function reportCallerOf(request: FastifyRequest): ReportCaller {
  const { userId, tenantId } = tenantOf(request);
  return { userId, tenantId, stamp: callerOf(request).stamp };
}

/** Issue 13: discount-rate sensitivity (DOMAIN §8), one agreement or the IFRS16 portfolio with its Excel, and the borrowing rate (§9). */
export function registerAnalysisRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/sensitivityanalisys',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'Discount-rate sensitivity of one live agreement as stored (SPEC’s spelling): L0 and the total interest at the tenant’s rate and at the auditor’s (a fraction a year under the agreement’s rateConvention), each variance auditor − tenant. IFRS16: the incremental borrowing rate (or the solved one) and L0; CSI: the implicit rate and N',
        body: sensitivityRequest,
        response: { 200: envelope(sensitivityResult) },
      },
    },
    async (request) => ok(await analyseAgreement(ctx, tenantOf(request).tenantId, request.body)),
  );
  r.post(
    '/api/sensitivityanalisys/portfolio',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'Discount-rate sensitivity of every live IFRS16 agreement of the tenant, or of these contractors (absent, null or empty: all), by contractor, contract and schedule number, with exact totals of the money lines; the auditor’s rate is checked first; stored, with its id and Excel download token',
        body: portfolioSensitivityRequest,
        response: { 200: envelope(portfolioSensitivity) },
      },
    },
    async (request) => ok(await runPortfolioSensitivity(ctx, reportCallerOf(request), request.body)),
  );
  r.get(
    '/api/sensitivityanalisys/portfolio/:id/excel/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Excel: a stored portfolio sensitivity run, its agreements as stored now (deleted ones left out) at the stored auditor’s rate, in the language of ?lang=en|pl (else Accept-Language); the token is the run’s download token (10 minutes); any failure is 404',
        params: downloadParams,
        querystring: downloadQuery,
      },
    },
    async (request, reply) => {
      const language = languageOf(request.query.lang, request.headers['accept-language']);
      const excel = await portfolioSensitivityExcel(ctx, { id: request.params.id, token: request.params.token, language });
      return reply
        .header('content-type', xlsxContentType)
        .header('content-disposition', attachmentDisposition(excel.fileName))
        .header('cache-control', 'private, no-store')
        .send(excel.content);
    },
  );
  r.post(
    '/api/leaseagreement/borrowingrate',
    {
      config: tenant,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary:
          'The borrowing rate (DOMAIN §9) of the agreement input as typed: the annual rate under its rateConvention, and the monthly j, at which the payments’ present value equals totalEquipmentCost; nothing is stored. Contractor and numbers may be empty. No rate: a field error on the field at fault',
        body: agreementPreviewInput,
        response: { 200: envelope(borrowingRateResult) },
      },
    },
    async (request) => {
      assertAgreementBodyValid(request);
      return ok(await calculateBorrowingRate(ctx, tenantOf(request).tenantId, request.body));
    },
  );
}
