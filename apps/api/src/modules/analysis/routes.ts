import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agreementPreviewInput, borrowingRateResult, envelope, portfolioSensitivity, portfolioSensitivityRequest, sensitivityRequest, sensitivityResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantCallerOf, tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { downloadLanguageQuery, idAndTokenParams, registerTokenDownload } from '../../lib/token-download-route.ts';
import { assertAgreementBodyValid } from '../lease-agreements/index.ts';
import { analyseAgreement } from './analyse-agreement.ts';
import { calculateBorrowingRate } from './calculate-borrowing-rate.ts';
import { portfolioSensitivityExcel } from './portfolio-excel.ts';
import { runPortfolioSensitivity } from './run-portfolio-sensitivity.ts';

const tags = ['analysis'];

/** Discount-rate sensitivity (DOMAIN §8), one agreement or the IFRS16 portfolio with its Excel, and the borrowing rate (§9). */
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
    async (request) => ok(await runPortfolioSensitivity(ctx, tenantCallerOf(request), request.body)),
  );
  registerTokenDownload(app, {
    url: '/api/sensitivityanalisys/portfolio/:id/excel/:token',
    tags,
    summary:
      'Excel: a stored portfolio sensitivity run, its agreements as stored now (deleted ones left out) at the stored auditor’s rate, in the language of ?lang=en|pl (else Accept-Language); the token is the run’s download token (10 minutes); any failure is 404',
    params: idAndTokenParams,
    querystring: downloadLanguageQuery,
    file: ({ params, language }) => portfolioSensitivityExcel(ctx, { id: params.id, token: params.token, language }),
  });
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
