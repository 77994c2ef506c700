import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, idParam, listOrPage, salesPerson, salesPersonInput, salesPersonUpdateInput, searchQuery } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { pagingOf } from '../../lib/paging.ts';
import { security } from '../../lib/route-options.ts';
import { valuesForPathId } from '../../lib/validation-errors.ts';
import { createSalesPerson } from './create-sales-person.ts';
import { getSalesPerson } from './get-sales-person.ts';
import { listSalesPersons } from './list-sales-persons.ts';
import { toggleSalesPersonDeleted } from './toggle-sales-person-deleted.ts';
import { updateSalesPerson } from './update-sales-person.ts';

const tags = ['sales persons'];

/** Sales persons (traders). The web shows them under CSI only (SPEC §1); the API serves every tenant. */
export function registerSalesPersonRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/salespersons',
    {
      config: { access: 'tenant' },
      schema: {
        tags,
        security,
        summary: 'Live sales persons by last and first name; each word of the query must occur in the name (case and Polish diacritics ignored); optionally paged',
        querystring: searchQuery,
        response: { 200: envelope(listOrPage(salesPerson)) },
      },
    },
    async (request) => ok(await listSalesPersons(ctx, tenantOf(request).tenantId, request.query.query, pagingOf(request.query))),
  );
  r.get(
    '/api/salespersons/:id',
    { config: { access: 'tenant' }, schema: { tags, security, summary: 'A live sales person (deleted ones: 404)', params: idParam, response: { 200: envelope(salesPerson) } } },
    async (request) => ok(await getSalesPerson(ctx, tenantOf(request).tenantId, request.params.id)),
  );
  r.post(
    '/api/salesperson',
    { config: { access: 'tenant' }, schema: { tags, security, summary: 'Creates a sales person', body: salesPersonInput, response: { 200: envelope(salesPerson) } } },
    async (request) => ok(await createSalesPerson(ctx, tenantOf(request).tenantId, request.body)),
  );
  r.put(
    '/api/salespersons/:id',
    { config: { access: 'tenant' }, schema: { tags, security, summary: 'Updates a live sales person; the record as GET answered it is accepted (read-only fields ignored, id must be the path’s)', params: idParam, body: salesPersonUpdateInput, response: { 200: envelope(salesPerson) } } },
    async (request) => ok(await updateSalesPerson(ctx, tenantOf(request).tenantId, request.params.id, valuesForPathId(request.params.id, request.body))),
  );
  r.delete(
    '/api/salespersons/:id',
    { config: { access: 'tenant' }, schema: { tags, security, summary: 'Toggles isDeleted (a second DELETE restores)', params: idParam, response: { 200: envelope(salesPerson) } } },
    async (request) => ok(await toggleSalesPersonDeleted(ctx, tenantOf(request).tenantId, request.params.id)),
  );
}
