import type { FastifyBaseLogger } from 'fastify';
import type { RegisterResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { polishDateOf } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { registerFailureMessageKey } from '../../lib/register/failure-messages.ts';
import { lookupFirms } from '../../lib/register/lookup-firms.ts';
import type { RegisterHealth } from '../../lib/register/register-status.ts';

/**
 * GET /api/ceidg/firmy/nip: the firms the business registers know under a checked NIP (CEIDG, then
 * the VAT white list). None found is a success with no firms (the form says "not found"); a register
 * that cannot be asked (not configured, refusing, throttling, down, slow, unreadable) is a business
 * failure, never a 500. The user is told only that the lookup is not available and to fill in the name by
 * hand; the technical reason goes to the log and to the administrators' status.
 */
export async function lookupRegisterFirms(ctx: AppContext, health: RegisterHealth, nip: string, log: FastifyBaseLogger): Promise<RegisterResult> {
  const result = await lookupFirms(nip, polishDateOf(ctx.clock()), ctx.config.register);
  if (!result.ok) {
    log.warn({ registerFailure: result.detail, reason: result.reason }, 'business register lookup failed');
    health.recordFailure(ctx.clock(), result.reason, result.detail);
    throw new AppError('invalid', { key: registerFailureMessageKey(result.reason) });
  }
  return { firmy: result.firmy };
}
