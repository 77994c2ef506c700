import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, idParam, listOrPage, searchQuery, tenant, tenantAccountingStandards as standardsSchema, tenantInput, tenantListEntry, tenantUpdateInput } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { pagingOf } from '../../lib/paging.ts';
import { security } from '../../lib/route-options.ts';
import { valuesForPathId } from '../../lib/validation-errors.ts';
import { createTenant } from './create-tenant.ts';
import { getTenant } from './get-tenant.ts';
import { listTenants } from './list-tenants.ts';
import { readLogoUpload } from './read-logo-upload.ts';
import { setTenantLogo } from './set-tenant-logo.ts';
import { tenantAccountingStandards } from './tenant-accounting-standards.ts';
import { toggleTenantDeleted } from './toggle-tenant-deleted.ts';
import { updateTenant } from './update-tenant.ts';

const tags = ['tenants'];

export function registerTenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/tenants/accountingstandards',
    {
      config: { access: 'tenant' },
      schema: { tags, security, summary: 'The signed-in tenant’s accounting standard and the standards there are', response: { 200: envelope(standardsSchema) } },
    },
    async (request) => ok(await tenantAccountingStandards(ctx, tenantOf(request).tenantId)),
  );

  r.get(
    '/api/tenants',
    {
      config: { access: 'administrator' },
      schema: { tags, security, summary: 'Tenants (live), optionally filtered and paged', querystring: searchQuery, response: { 200: envelope(listOrPage(tenantListEntry)) } },
    },
    async (request) => ok(await listTenants(ctx, request.query.query, pagingOf(request.query))),
  );
  r.get(
    '/api/tenants/:id',
    { config: { access: 'administrator' }, schema: { tags, security, params: idParam, response: { 200: envelope(tenant) } } },
    async (request) => ok(await getTenant(ctx, request.params.id)),
  );
  r.post(
    '/api/tenant',
    { config: { access: 'administrator' }, schema: { tags, security, summary: 'Creates a tenant (name, accounting standard)', body: tenantInput, response: { 200: envelope(tenant) } } },
    async (request) => ok(await createTenant(ctx, request.body)),
  );
  r.put(
    '/api/tenants/:id',
    {
      config: { access: 'administrator' },
      schema: { tags, security, summary: 'Updates a tenant; the record as GET answered it is accepted (read-only fields ignored, id must be the path’s)', params: idParam, body: tenantUpdateInput, response: { 200: envelope(tenant) } },
    },
    async (request) => ok(await updateTenant(ctx, request.params.id, valuesForPathId(request.params.id, request.body))),
  );
  r.delete(
    '/api/tenants/:id',
    { config: { access: 'administrator' }, schema: { tags, security, summary: 'Toggles isDeleted', params: idParam, response: { 200: envelope(tenant) } } },
    async (request) => ok(await toggleTenantDeleted(ctx, request.params.id)),
  );
  r.put(
    '/api/tenants/:id/logo',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        security,
        summary: 'Uploads the logo: multipart/form-data with one file (PNG, JPEG or SVG, at most 512 KB, checked by content), stored as a PNG the server draws (at most 512 × 512); 413 too big, 415 other content',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: envelope(tenant) },
      },
    },
    async (request) => {
      // Check the tenant first: an unknown id is 404 whatever the upload holds.
      await getTenant(ctx, request.params.id);
      return ok(await setTenantLogo(ctx, request.params.id, await readLogoUpload(request)));
    },
  );
  r.delete(
    '/api/tenants/:id/logo',
    { config: { access: 'administrator' }, schema: { tags, security, summary: 'Removes the logo', params: idParam, response: { 200: envelope(tenant) } } },
    async (request) => ok(await setTenantLogo(ctx, request.params.id, null)),
  );
}
