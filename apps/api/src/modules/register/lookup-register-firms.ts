import type { FastifyBaseLogger } from 'fastify';
import type { RegisterResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { polishDateOf } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { lookupFirms } from '../../lib/register/lookup-firms.ts';

/**
 * GET /api/ceidg/firmy/nip: the firms the business registers know under a checked NIP (CEIDG, then
 * the VAT white list). None found is a success with no firms (the form says "not found"); a register
 * that cannot be asked (not configured, refusing, throttling, down, slow, unreadable) is a business
 * failure with a message for the user, never a 500.
 */
export async function lookupRegisterFirms(ctx: AppContext, nip: string, log: FastifyBaseLogger): Promise<RegisterResult> {
  const result = await lookupFirms(nip, polishDateOf(ctx.clock()), ctx.config.register);
  if (!result.ok) {
    log.warn({ registerMessage: result.message }, 'business register lookup failed');
    throw new AppError('invalid', result.message);
  }
  return { firmy: result.firmy };
}
