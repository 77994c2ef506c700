import type { RegisterFirm } from '@leasedesk/contract';
import type { RegisterFailureReason } from './failure-messages.ts';

export type { RegisterFirm };

/**
 * What a lookup answers: the firms found (possibly none), or why the register could not be asked: the
 * reason, and the technical detail for the log and administrators (never for users).
 */
export type RegisterLookup = { ok: true; firmy: RegisterFirm[]; source: 'ceidg' | 'mf' | 'none' } | { ok: false; reason: RegisterFailureReason; detail: string };

export type RegisterConfig = {
  ceidgApiUrl?: string;
  ceidgApiToken?: string;
  mfWhiteListUrl?: string;
  timeoutMs: number;
};
