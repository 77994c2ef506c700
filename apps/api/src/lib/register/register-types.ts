import type { RegisterFirm } from '@leasedesk/contract';

export type { RegisterFirm };

/** What a lookup answers: the firms found (possibly none), or why the register could not be asked. */
export type RegisterLookup = { ok: true; firmy: RegisterFirm[]; source: 'ceidg' | 'mf' | 'none' } | { ok: false; message: string };

export type RegisterConfig = {
  ceidgApiUrl?: string;
  ceidgApiToken?: string;
  mfWhiteListUrl?: string;
  timeoutMs: number;
};
