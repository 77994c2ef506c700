import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import {
  changePasswordInput,
  envelope,
  forgotPasswordInput,
  loginInput,
  resetPasswordInput,
  tenantSelectionInput,
  tenantTokenResult,
  tokenResult,
  validateTokenInput,
} from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { callerOf } from '../../lib/auth/access-control.ts';
import { authenticate } from '../../lib/auth/authenticate.ts';
import { ok } from '../../lib/envelope.ts';
import { attemptLimiter, ipLimiter } from '../../lib/rate-limit.ts';
import { changePassword } from './change-password.ts';
import { login } from './login.ts';
import { resetAttempts } from './reset-attempts.ts';
import { resetPassword } from './reset-password.ts';
import { rotateSecurityStamp } from './rotate-security-stamp.ts';
import { selectTenant } from './select-tenant.ts';
import { sendResetPasswordToken } from './send-reset-password-token.ts';

const tags = ['session'];
const bearer = [{ bearerAuth: [] }];

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { loginRateLimit, resetRateLimit } = ctx.config.security;
  const bodyField = (field: string) => (request: { body: unknown }) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const loginLimit = attemptLimiter(app, 'login', loginRateLimit, bodyField('username'));
  const resetRequestLimit = ipLimiter(app, 'reset-request', resetRateLimit);
  const reset = resetAttempts(ctx);

  r.post(
    '/api/token',
    {
      config: { access: 'public' },
      preHandler: loginLimit,
      schema: { tags, summary: 'Sign in: an administrator token, or a pre-tenant token for a user', body: loginInput, response: { 200: envelope(tokenResult) } },
    },
    async (request) => ok(await login(ctx, request.body)),
  );

  r.post(
    '/api/tokenwithtenent',
    {
      config: { access: 'user' },
      schema: { tags, security: bearer, summary: 'A token bound to one of the caller’s tenants', body: tenantSelectionInput, response: { 200: envelope(tenantTokenResult) } },
    },
    async (request) => ok(await selectTenant(ctx, callerOf(request), request.body.tenantId)),
  );

  r.post(
    '/api/validatetoken',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Whether a token is still good (signature, expiry, not revoked)', body: validateTokenInput, response: { 200: envelope(z.boolean()) } },
    },
    async (request) => ok((await authenticate(ctx, request.body.token)) !== null),
  );

  r.post(
    '/api/logout',
    {
      config: { access: 'signedIn' },
      schema: { tags, security: bearer, summary: 'Revokes every token of the caller', response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await rotateSecurityStamp(ctx, callerOf(request).userId);
      return ok(null);
    },
  );

  r.post(
    '/api/users/sendresetpasswordtoken',
    {
      config: { access: 'public' },
      preHandler: resetRequestLimit,
      schema: { tags, summary: 'Mails a password reset link; the same answer for unknown e-mails and beyond the per-e-mail limit', body: forgotPasswordInput, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      if (await reset.mayMailLink(request.body.email)) await sendResetPasswordToken(ctx, request.body.email);
      return ok(null);
    },
  );

  r.put(
    '/api/resetpassword',
    {
      config: { access: 'public' },
      preHandler: async (request) => reset.refuseThrottled(request.ip, request.body.token),
      schema: { tags, summary: 'Sets a new password with a reset token', body: resetPasswordInput, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await resetPassword(ctx, request.body, () => reset.countBadToken(request.ip, request.body.token));
      return ok(null);
    },
  );

  r.put(
    '/api/users/changepassword',
    {
      config: { access: 'signedIn' },
      schema: { tags, security: bearer, summary: 'Changes the caller’s password; answers a fresh token', body: changePasswordInput, response: { 200: envelope(tokenResult) } },
    },
    async (request) => ok(await changePassword(ctx, callerOf(request), request.body)),
  );
}
