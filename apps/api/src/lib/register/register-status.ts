import type { RegisterStatus } from '@leasedesk/contract';
import type { RegisterFailureReason } from './failure-messages.ts';
import { registerNotConfiguredDetail } from './lookup-firms.ts';
import type { RegisterConfig } from './register-types.ts';

/**
 * What administrators see of the business registers (GET /api/register/status): which are configured
 * and the last failed lookup with its technical reason, which finance staff are never shown. One per app,
 * in memory: a restart forgets the last failure, the log keeps every one.
 */
export class RegisterHealth {
  private lastFailure: RegisterStatus['lastFailure'] = null;

  constructor(private readonly config: RegisterConfig) {}

  recordFailure(at: Date, reason: RegisterFailureReason, detail: string): void {
    this.lastFailure = { at: at.toISOString(), reason, detail };
  }

  status(): RegisterStatus {
    const { ceidgApiUrl, ceidgApiToken, mfWhiteListUrl } = this.config;
    const ceidg = !ceidgApiUrl ? 'notConfigured' : ceidgApiToken ? 'configured' : 'tokenMissing';
    const whiteList = mfWhiteListUrl ? 'configured' : 'notConfigured';
    const configuration =
      !ceidgApiUrl && !mfWhiteListUrl
        ? registerNotConfiguredDetail
        : `CEIDG: ${ceidg === 'configured' ? 'configured' : ceidg === 'tokenMissing' ? 'CEIDG_API_TOKEN is missing' : 'not configured (CEIDG_API_URL, CEIDG_API_TOKEN)'}; VAT white list: ${whiteList === 'configured' ? 'configured' : 'not configured (MF_WL_API_URL)'}.`;
    const failure = this.lastFailure ? ` Last failed lookup at ${this.lastFailure.at}: ${this.lastFailure.detail}` : ' No failed lookup since the start.';
    return { ceidg, whiteList, lastFailure: this.lastFailure, statusLine: `${configuration}${failure}` };
  }
}
