import { z } from 'zod';

/** Enumerations travel 0-based (DOMAIN §1). */
export const AccountingStandard = { CSI: 0, IFRS16: 1 } as const;
export type AccountingStandard = (typeof AccountingStandard)[keyof typeof AccountingStandard];
export const accountingStandard = z.union([z.literal(0), z.literal(1)]);
export const accountingStandardNames: Record<AccountingStandard, string> = { 0: 'CSI', 1: 'IFRS16' };

export const Role = { administrator: 0, user: 1 } as const;
export type RoleId = (typeof Role)[keyof typeof Role];
export const roleId = z.union([z.literal(0), z.literal(1)]);
export const roleName = z.enum(['administrator', 'user']);
export type RoleName = z.infer<typeof roleName>;

/** A lookup entry as the lookup routes answer it: the index is the value stored on records. */
export const lookupEntry = z.object({ id: z.number().int(), name: z.string() });
export type LookupEntry = z.infer<typeof lookupEntry>;
