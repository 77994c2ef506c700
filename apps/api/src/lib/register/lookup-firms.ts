import { lookupCeidg } from './ceidg-client.ts';
import { lookupWhiteList } from './mf-white-list-client.ts';
import type { RegisterConfig, RegisterLookup } from './register-types.ts';

export const registerNotConfiguredDetail = 'No business register is configured: set CEIDG_API_URL and CEIDG_API_TOKEN (CEIDG), or MF_WL_API_URL (the VAT white list).';

/**
 * CEIDG first (it lists sole traders with their addresses); when it finds nothing, or is not configured,
 * the VAT white list, which also lists companies. A failing CEIDG is reported rather than masked by the fallback.
 */
export async function lookupFirms(nip: string, today: string, config: RegisterConfig): Promise<RegisterLookup> {
  const { ceidgApiUrl, ceidgApiToken, mfWhiteListUrl } = config;
  if (!ceidgApiUrl && !mfWhiteListUrl) {
    return { ok: false, reason: 'notConfigured', detail: registerNotConfiguredDetail };
  }
  if (ceidgApiUrl) {
    if (!ceidgApiToken) return { ok: false, reason: 'notConfigured', detail: 'CEIDG is not configured: CEIDG_API_TOKEN is missing.' };
    const fromCeidg = await lookupCeidg(nip, { ...config, ceidgApiUrl, ceidgApiToken });
    if (!fromCeidg.ok || fromCeidg.firmy.length > 0 || !mfWhiteListUrl) return fromCeidg;
  }
  return mfWhiteListUrl ? lookupWhiteList(nip, today, { ...config, mfWhiteListUrl }) : { ok: true, firmy: [], source: 'none' };
}
