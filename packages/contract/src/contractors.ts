import { z } from 'zod';
import type { MessageKey } from './messages/format-message.ts';
import { messageKey } from './messages/zod-issues.ts';
import { wireId, wireString } from './wire.ts';
import { isValidTaxId, normalizeTaxId } from './tax-id.ts';

export const contractor = z.object({
  id: wireId,
  createDate: wireString,
  isDeleted: z.boolean(),
  name: wireString,
  taxId: wireString,
  code: wireString,
  tenantId: wireId,
});
export type ContractorDto = z.infer<typeof contractor>;

/** The tax id's rules, as catalog keys (ARCHITECTURE §11). */
export const taxIdMessageKeys = {
  required: 'validation.taxId.required',
  format: 'validation.taxId.format',
  checksum: 'validation.taxId.checksum',
  duplicate: 'records.contractor.duplicateTaxId',
} as const satisfies Record<string, MessageKey>;

/** A NIP as typed (spaces and dashes allowed), checked and stored as its 10 digits. */
export const taxId = z
  .string()
  .max(40)
  .transform(normalizeTaxId)
  .superRefine((digits, ctx) => {
    if (digits === '') ctx.addIssue({ code: 'custom', message: taxIdMessageKeys.required });
    else if (!/^\d{10}$/.test(digits)) ctx.addIssue({ code: 'custom', message: taxIdMessageKeys.format });
    else if (!isValidTaxId(digits)) ctx.addIssue({ code: 'custom', message: taxIdMessageKeys.checksum });
  });

export const contractorInput = z.strictObject({
  name: wireString.trim().min(1, messageKey('validation.name.required')).max(300),
  taxId,
  code: wireString.trim().max(50).default(''),
});
export type ContractorInput = z.input<typeof contractorInput>;
/** The input after parsing: trimmed name, tax id as its 10 digits, code ('' when not sent). */
export type ContractorValues = z.output<typeof contractorInput>;

/**
 * `GET /api/contractors/parameters/{queryParameter}`: the same search as `?query`. The query is split
 * into words (one of only digits, spaces and dashes is one number: `526-000` is `526000`); a contractor
 * matches when each word starts a word of its name or its tax id, case and Polish diacritics ignored.
 */
export const contractorQueryParameter = z.object({ queryParameter: wireString.max(200) });

export const nipQuery = z.object({ nip: taxId });
