import { z } from 'zod';
import { fetchJson } from './fetch-json.ts';
import { registerFailureDetail } from './failure-messages.ts';
import type { RegisterConfig, RegisterFirm, RegisterLookup } from './register-types.ts';

const whiteListReply = z.object({
  result: z.object({
    subject: z
      .object({
        name: z.string().min(1),
        nip: z.string().nullish(),
        regon: z.string().nullish(),
        statusVat: z.string().nullish(),
        workingAddress: z.string().nullish(),
        residenceAddress: z.string().nullish(),
        registrationLegalDate: z.string().nullish(),
      })
      .nullish(),
  }),
});

/** The Ministry of Finance VAT white list: companies too, no key; asked for the state of `today`. */
export async function lookupWhiteList(nip: string, today: string, config: RegisterConfig & { mfWhiteListUrl: string }): Promise<RegisterLookup> {
  const url = `${config.mfWhiteListUrl.replace(/\/+$/, '')}/api/search/nip/${encodeURIComponent(nip)}?date=${today}`;
  const reply = await fetchJson(url, {}, config.timeoutMs);
  if (reply.kind === 'failed') return { ok: false, reason: reply.reason, detail: registerFailureDetail(reply.reason, 'The VAT white list') };
  if (reply.kind === 'empty') return { ok: true, firmy: [], source: 'mf' };
  if (reply.status === 400) return { ok: true, firmy: [], source: 'mf' };
  const parsed = whiteListReply.safeParse(reply.body);
  if (!parsed.success) return { ok: false, reason: 'malformed', detail: registerFailureDetail('malformed', 'The VAT white list') };
  const subject = parsed.data.result.subject;
  if (!subject) return { ok: true, firmy: [], source: 'mf' };
  const firm: RegisterFirm = {
    nazwa: subject.name,
    wlasciciel: { nip: subject.nip ?? nip, ...(subject.regon ? { regon: subject.regon } : {}) },
    ...(subject.statusVat ? { status: subject.statusVat } : {}),
    ...(subject.registrationLegalDate ? { dataRozpoczecia: subject.registrationLegalDate } : {}),
  };
  return { ok: true, firmy: [firm], source: 'mf' };
}
