import { z } from 'zod';

/** The business register's own (Polish) field names, as SPEC §3 lists them. */
export const registerAddress = z.object({
  ulica: z.string().optional(),
  budynek: z.string().optional(),
  lokal: z.string().optional(),
  miasto: z.string().optional(),
  wojewodztwo: z.string().optional(),
  powiat: z.string().optional(),
  gmina: z.string().optional(),
  kraj: z.string().optional(),
  kod: z.string().optional(),
  terc: z.string().optional(),
  simc: z.string().optional(),
  ulic: z.string().optional(),
});

export const registerFirm = z.object({
  id: z.string().optional(),
  nazwa: z.string().min(1),
  adresDzialalnosci: registerAddress.optional(),
  wlasciciel: z
    .object({ imie: z.string().optional(), nazwisko: z.string().optional(), nip: z.string().optional(), regon: z.string().optional() })
    .optional(),
  dataRozpoczecia: z.string().optional(),
  status: z.string().optional(),
  link: z.string().optional(),
});
export type RegisterFirm = z.infer<typeof registerFirm>;

export const registerResult = z.object({ firmy: z.array(registerFirm) });
export type RegisterResult = z.infer<typeof registerResult>;

/**
 * GET /api/register/status (administrators): which registers are configured, the last failed lookup with its
 * technical reason, and both as one line. Finance staff only ever see "not available; fill in the name by hand".
 */
export const registerStatus = z.object({
  ceidg: z.enum(['configured', 'notConfigured', 'tokenMissing']),
  whiteList: z.enum(['configured', 'notConfigured']),
  lastFailure: z
    .object({
      at: z.string(),
      reason: z.enum(['notConfigured', 'unauthorized', 'throttled', 'unavailable', 'timeout', 'malformed', 'unreachable', 'redirected']),
      detail: z.string(),
    })
    .nullable(),
  statusLine: z.string(),
});
export type RegisterStatus = z.infer<typeof registerStatus>;
