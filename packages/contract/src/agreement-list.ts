import { z } from 'zod';

/**
 * Sorting of the paged agreement lists (GET /api/leaseagreements/{page}/{pageSize}/contractors/{id|all}).
 * Only these columns can be sorted: each maps to one indexed-or-cheap column on the server, and a
 * whitelist keeps the query text out of the SQL.
 */
export const agreementListSortKeys = ['contractNumber', 'scheduleNumber', 'contractorName', 'startingDate', 'closingDate', 'totalEquipmentCost'] as const;
export type AgreementListSortKey = (typeof agreementListSortKeys)[number];

export const agreementListQuery = z.object({
  sort: z.enum(agreementListSortKeys).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
});
export type AgreementListQuery = z.infer<typeof agreementListQuery>;
