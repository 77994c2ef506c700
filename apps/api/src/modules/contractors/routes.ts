import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractor, contractorInput, contractorListQuery, contractorParameterQuery, contractorQueryParameter, contractorUpdateInput, envelope, idParam, listOrPage } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantOf } from '../../lib/auth/access-control.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { ok } from '../../lib/envelope.ts';
import { pagingOf } from '../../lib/paging.ts';
import { security } from '../../lib/route-options.ts';
import { valuesForPathId } from '../../lib/validation-errors.ts';
import { createContractor } from './create-contractor.ts';
import { getContractor } from './get-contractor.ts';
import { listContractors, unpagedContractorLimit, type ContractorList } from './list-contractors.ts';
import { toggleContractorDeleted } from './toggle-contractor-deleted.ts';
import { updateContractor } from './update-contractor.ts';

const tags = ['contractors'];
const searchHelp =
  'Each word of the query must be found, case and Polish diacritics ignored: one of 3 or more characters anywhere inside the name (owalsk finds Kowalski, zol finds Żółć), a shorter one at the start of a word of the name; a query of digits, spaces and dashes finds tax ids (and words) starting with those digits (526-000 → 526000). Sorted by name in Polish alphabetical order (sort=name, direction=asc|desc; ties by id)';

/**
 * The unpaged list keeps SPEC's shape (an array); headers say how many rows match (X-Total-Count) and,
 * when the answer stops at the limit, that it does (X-Truncated, X-Result-Limit): page to get the rest.
 */
function answerList(reply: FastifyReply, list: ContractorList) {
  if (list.paged) return ok(list.value);
  reply.header('x-total-count', String(list.totalCount));
  if (list.totalCount > list.value.length) {
    reply.header('x-truncated', 'true');
    reply.header('x-result-limit', String(unpagedContractorLimit));
  }
  return ok(list.value);
}

export function registerContractorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/contractors',
    {
      config: { access: 'tenant' },
      serializerCompiler: compiledSerializer,
      schema: { tags, security, summary: `Live contractors by name, optionally searched, sorted and paged; unpaged, at most ${unpagedContractorLimit} (X-Total-Count tells how many match, X-Truncated when more do). ${searchHelp}`, querystring: contractorListQuery, response: { 200: envelope(listOrPage(contractor)) } },
    },
    async (request, reply) => answerList(reply, await listContractors(ctx, tenantOf(request).tenantId, request.query, pagingOf(request.query))),
  );
  r.get(
    '/api/contractors/parameters/:queryParameter',
    {
      config: { access: 'tenant' },
      serializerCompiler: compiledSerializer,
      schema: { tags, security, summary: `The same search as GET /api/contractors?query. ${searchHelp}`, params: contractorQueryParameter, querystring: contractorParameterQuery, response: { 200: envelope(listOrPage(contractor)) } },
    },
    async (request, reply) => answerList(reply, await listContractors(ctx, tenantOf(request).tenantId, { ...request.query, query: request.params.queryParameter }, pagingOf(request.query))),
  );
  r.get(
    '/api/contractors/:id',
    { config: { access: 'tenant' }, schema: { tags, security, summary: 'A live contractor (deleted ones: 404)', params: idParam, response: { 200: envelope(contractor) } } },
    async (request) => ok(await getContractor(ctx, tenantOf(request).tenantId, request.params.id)),
  );
  r.post(
    '/api/contractor',
    {
      config: { access: 'tenant' },
      schema: { tags, security, summary: 'Creates a contractor; the tax id (NIP) is unique among the tenant’s live contractors', body: contractorInput, response: { 200: envelope(contractor) } },
    },
    async (request) => ok(await createContractor(ctx, tenantOf(request).tenantId, request.body)),
  );
  r.put(
    '/api/contractors/:id',
    { config: { access: 'tenant' }, schema: { tags, security, summary: 'Updates a live contractor; the record as GET answered it is accepted (read-only fields ignored, id must be the path’s)', params: idParam, body: contractorUpdateInput, response: { 200: envelope(contractor) } } },
    async (request) => ok(await updateContractor(ctx, tenantOf(request).tenantId, request.params.id, valuesForPathId(request.params.id, request.body))),
  );
  r.delete(
    '/api/contractors/:id',
    { config: { access: 'tenant' }, schema: { tags, security, summary: 'Toggles isDeleted (a second DELETE restores)', params: idParam, response: { 200: envelope(contractor) } } },
    async (request) => ok(await toggleContractorDeleted(ctx, tenantOf(request).tenantId, request.params.id)),
  );
}
