import type { MessageKey } from '@leasedesk/contract';
import type { UpstreamReply } from './fetch-json.ts';

/** Why a register could not be asked: not configured here, or what the upstream answer was. */
export type RegisterFailureReason = 'notConfigured' | Extract<UpstreamReply, { kind: 'failed' }>['reason'];

/**
 * The technical reason, for the log and the administrators' status line (GET /api/register/status):
 * it may name environment variables and credentials, so it never reaches a user's answer.
 */
const details: Record<Exclude<RegisterFailureReason, 'notConfigured'>, string> = {
  unauthorized: 'The business register refused our credentials: check the register API token (CEIDG_API_TOKEN).',
  throttled: 'The business register is receiving too many requests.',
  unavailable: 'The business register is unavailable right now.',
  timeout: 'The business register did not answer in time.',
  malformed: 'The business register sent an answer we could not read.',
  unreachable: 'The business register could not be reached.',
  redirected: 'The business register sent an unexpected redirect: check the register address (CEIDG_API_URL, MF_WL_API_URL).',
};

export function registerFailureDetail(reason: Exclude<RegisterFailureReason, 'notConfigured'>, registerName: string): string {
  return details[reason].replace('The business register', registerName);
}

/**
 * What a finance user is told: nothing technical. What only an administrator can fix (configuration,
 * credentials, address) says to fill in the name by hand; a passing upstream problem also says to try later.
 */
export function registerFailureMessageKey(reason: RegisterFailureReason): MessageKey {
  return reason === 'notConfigured' || reason === 'unauthorized' || reason === 'redirected' ? 'register.notAvailable' : 'register.tryLater';
}
