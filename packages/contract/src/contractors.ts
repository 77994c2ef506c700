import { z } from 'zod';
import { pagingQuery, searchQuery } from './envelope.ts';
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
 * into words (one of only digits, spaces and dashes is one number: `526-000` is `526000`), case and
 * Polish diacritics ignored; a contractor matches when each word is found: a word of 3 or more letters
 * anywhere inside its name (`owalsk` finds "Kowalski"), a shorter one or a number at the start of a word
 * of its name or of its tax id.
 */
export const contractorQueryParameter = z.object({ queryParameter: wireString.max(200) });

/**
 * Sorting of the contractor lists. `name` is Polish alphabetical order, case ignored (Ł after L, Ż
 * after Ź after Z); ties by id in the same direction, so pages never overlap. The default is by name,
 * ascending. A whitelist: each key maps to one indexed column on the server.
 */
export const contractorListSortKeys = ['name'] as const;
export type ContractorListSortKey = (typeof contractorListSortKeys)[number];

export const contractorSortQuery = z.object({
  sort: z.enum(contractorListSortKeys).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
});
export type ContractorSortQuery = z.infer<typeof contractorSortQuery>;

/** `GET /api/contractors`: search, paging (page, pageSize) and sort, each optional. */
export const contractorListQuery = searchQuery.extend(contractorSortQuery.shape);
export type ContractorListQuery = z.infer<typeof contractorListQuery>;

/** `GET /api/contractors/parameters/{queryParameter}`: paging and sort, each optional. */
export const contractorParameterQuery = pagingQuery.extend(contractorSortQuery.shape);

export const nipQuery = z.object({ nip: taxId });
