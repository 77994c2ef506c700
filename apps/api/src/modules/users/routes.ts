import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createUserInput,
  currentUser as currentUserSchema,
  envelope,
  idParam,
  listOrPage,
  pathIdList,
  role,
  searchQuery,
  tenantIdsInput,
  userUpdateInput,
  user,
  userRoleInput,
  userTenant,
  userTenantsInput,
  wireString,
} from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { fieldFailure } from '../../lib/errors.ts';
import { pagingOf } from '../../lib/paging.ts';
import { security } from '../../lib/route-options.ts';
import { valuesForPathId } from '../../lib/validation-errors.ts';
import { createUser } from './create-user.ts';
import { currentUser } from './current-user.ts';
import { getUser } from './get-user.ts';
import { listUsers } from './list-users.ts';
import { listRoles } from './roles.ts';
import { removeUserRole, setUserRole } from './set-user-role.ts';
import { toggleUserDeleted } from './toggle-user-deleted.ts';
import { updateUser } from './update-user.ts';
import { addUserTenants, listOwnTenants, removeUserTenants } from './user-tenants.ts';

const tags = ['users'];

/** `{ids}` of POST /api/users/{ids}/tenants: one id or several, comma-separated. */
const idsParam = z.object({ ids: pathIdList });

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The signed-in user, whatever the token type.
  r.get(
    '/api/user',
    { config: { access: 'signedIn' }, schema: { tags, security, summary: 'The signed-in user', response: { 200: envelope(currentUserSchema) } } },
    async (request) => ok(currentUser(callerOf(request))),
  );
  r.get(
    '/api/users/roles',
    { config: { access: 'signedIn' }, schema: { tags, security, summary: 'The signed-in user’s roles', response: { 200: envelope(z.array(role)) } } },
    async (request) => {
      const caller = currentUser(callerOf(request));
      return ok(listRoles(undefined).filter((entry) => entry.name === caller.role));
    },
  );
  r.get(
    '/api/users/tenants',
    { config: { access: 'signedIn' }, schema: { tags, security, summary: 'The signed-in user’s tenants (for /selectClient)', response: { 200: envelope(z.array(userTenant)) } } },
    async (request) => ok(await listOwnTenants(ctx, callerOf(request).userId)),
  );

  // User administration.
  r.get(
    '/api/users',
    {
      config: { access: 'administrator' },
      schema: { tags, security, summary: 'Users (live), optionally filtered and paged', querystring: searchQuery, response: { 200: envelope(listOrPage(user)) } },
    },
    async (request) => ok(await listUsers(ctx, request.query.query, pagingOf(request.query))),
  );
  r.get(
    '/api/users/:id',
    { config: { access: 'administrator' }, schema: { tags, security, params: idParam, response: { 200: envelope(user) } } },
    async (request) => ok(await getUser(ctx, request.params.id)),
  );
  r.post(
    '/api/user',
    { config: { access: 'administrator' }, schema: { tags, security, summary: 'Creates a user with role and tenants', body: createUserInput, response: { 200: envelope(user) } } },
    async (request) => ok(await createUser(ctx, request.body)),
  );
  r.put(
    '/api/users/:id',
    {
      config: { access: 'administrator' },
      schema: { tags, security, summary: 'Updates a user; tenantIds replaces the memberships; an absent roleId or tenantIds, or an empty password, keeps it; the record as GET answered it is accepted (read-only fields ignored, id must be the path’s)', params: idParam, body: userUpdateInput, response: { 200: envelope(user) } },
    },
    async (request) => ok(await updateUser(ctx, callerOf(request), request.params.id, valuesForPathId(request.params.id, request.body))),
  );
  r.delete(
    '/api/users/:id',
    { config: { access: 'administrator' }, schema: { tags, security, summary: 'Toggles isDeleted', params: idParam, response: { 200: envelope(user) } } },
    async (request) => ok(await toggleUserDeleted(ctx, callerOf(request), request.params.id)),
  );
  r.get(
    '/api/users/:id/roles',
    { config: { access: 'administrator' }, schema: { tags, security, params: idParam, response: { 200: envelope(z.array(role)) } } },
    async (request) => ok([(await getUser(ctx, request.params.id)).role]),
  );
  r.delete(
    '/api/users/:id/role',
    {
      config: { access: 'administrator' },
      schema: { tags, security, summary: 'Takes the administrator role away (the user role stays)', params: idParam, body: userRoleInput, response: { 200: envelope(user) } },
    },
    async (request) => {
      if (request.body.userId !== request.params.id) throw fieldFailure('userId', 'records.user.pathUser');
      return ok(await removeUserRole(ctx, callerOf(request), request.params.id, request.body.roleId));
    },
  );
  r.post(
    '/api/roles/user',
    { config: { access: 'administrator' }, schema: { tags, security, summary: 'Sets a user’s role', body: userRoleInput, response: { 200: envelope(user) } } },
    async (request) => ok(await setUserRole(ctx, callerOf(request), request.body.userId, request.body.roleId)),
  );
  r.get(
    '/api/roles',
    {
      config: { access: 'administrator' },
      schema: { tags, security, summary: 'The roles (for the user form)', querystring: z.object({ query: wireString.max(200).optional() }), response: { 200: envelope(z.array(role)) } },
    },
    async (request) => ok(listRoles(request.query.query)),
  );
  r.delete(
    '/api/users/tenants',
    {
      config: { access: 'administrator' },
      schema: { tags, security, summary: 'Removes a user from tenants (revokes the user’s tokens)', body: userTenantsInput, response: { 200: envelope(user) } },
    },
    async (request) => ok(await removeUserTenants(ctx, request.body.userId, request.body.tenantIds)),
  );
  r.post(
    '/api/users/:ids/tenants',
    {
      config: { access: 'administrator' },
      schema: { tags, security, summary: 'Adds tenants to one or more users (ids comma-separated)', params: idsParam, body: tenantIdsInput, response: { 200: envelope(z.array(user)) } },
    },
    async (request) => ok(await addUserTenants(ctx, request.params.ids, request.body.tenantIds)),
  );
}
