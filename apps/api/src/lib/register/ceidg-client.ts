import { z } from 'zod';
import { fetchJson } from './fetch-json.ts';
import { registerFailureDetail } from './failure-messages.ts';
import { registerFirm } from '@leasedesk/contract';
import type { RegisterConfig, RegisterLookup } from './register-types.ts';

const ceidgReply = z.object({ firmy: z.array(registerFirm).optional() });

/** CEIDG v3 `GET /firmy?nip=`: sole traders only, so an empty answer is common and not an error. */
export async function lookupCeidg(nip: string, config: RegisterConfig & { ceidgApiUrl: string; ceidgApiToken: string }): Promise<RegisterLookup> {
  const url = `${config.ceidgApiUrl.replace(/\/+$/, '')}/firmy?nip=${encodeURIComponent(nip)}`;
  const reply = await fetchJson(url, { authorization: `Bearer ${config.ceidgApiToken}` }, config.timeoutMs);
  if (reply.kind === 'failed') return { ok: false, reason: reply.reason, detail: registerFailureDetail(reply.reason, 'CEIDG') };
  if (reply.kind === 'empty') return { ok: true, firmy: [], source: 'ceidg' };
  const parsed = ceidgReply.safeParse(reply.body);
  if (!parsed.success) return { ok: false, reason: 'malformed', detail: registerFailureDetail('malformed', 'CEIDG') };
  return { ok: true, firmy: parsed.data.firmy ?? [], source: 'ceidg' };
}
