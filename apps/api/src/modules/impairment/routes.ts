import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, idParam, impairmentAnswersInput, impairmentProcedure, impairmentProcedureQuery } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { answerImpairmentProcedure } from './answer-impairment-procedure.ts';
import { getImpairmentProcedure } from './get-impairment-procedure.ts';

const tags = ['impairment'];

/** The impairment procedure of an IFRS16 agreement (DOMAIN §10, IAS 36.12). */
export function registerImpairmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const procedure = envelope(impairmentProcedure);

  r.get(
    '/api/leaseagreements/:id/impairmentprocedure',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'Every stored impairment questionnaire of a live IFRS16 agreement, newest year end first (the current one not archived); with ?accountingYearEnd only that year end’s, its eight indicators unanswered when none is stored. CSI agreements: a field error',
        params: idParam,
        querystring: impairmentProcedureQuery,
        response: { 200: procedure },
      },
    },
    async (request) => ok(await getImpairmentProcedure(ctx, tenantOf(request).tenantId, request.params.id, request.query.accountingYearEnd)),
  );
  r.put(
    '/api/leaseagreements/:id/impairmentprocedure',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'Stores one year end’s answers (an omitted indicator: unanswered when the year end is new, unchanged when it is the current one); a later year end archives the current questionnaire, earlier ones are read-only. Every error at once; answers the whole procedure',
        params: idParam,
        body: impairmentAnswersInput,
        response: { 200: procedure },
      },
    },
    async (request) => ok(await answerImpairmentProcedure(ctx, tenantOf(request), request.params.id, request.body)),
  );
}
