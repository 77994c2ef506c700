import { z } from 'zod';
import { wireString } from './wire.ts';

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
export const roleNames: Record<RoleId, RoleName> = { 0: 'administrator', 1: 'user' };
export const roleNameOf = (id: RoleId): RoleName => roleNames[id];

/** Depreciation methods, by index (GET /api/depreciationmethods). */
export const DepreciationMethod = { straightLine: 0, decliningBalance: 1 } as const;
export type DepreciationMethod = (typeof DepreciationMethod)[keyof typeof DepreciationMethod];

/** Lease asset categories, by index (GET /api/leaseassetcategories). */
export const LeaseAssetCategory = { buildings: 0, vehicles: 1, itEquipment: 2, machinery: 3, officeEquipment: 4 } as const;
export type LeaseAssetCategory = (typeof LeaseAssetCategory)[keyof typeof LeaseAssetCategory];

export const languages = ['en', 'pl'] as const;
export const language = z.enum(languages);
export type Language = z.infer<typeof language>;

/** A lookup entry as the lookup routes answer it: the index is the value stored on records. */
export const lookupEntry = z.object({ id: z.number().int(), name: wireString });
export type LookupEntry = z.infer<typeof lookupEntry>;

/** Lookup routes: `query` filters by name; `lang` (else Accept-Language, else en) picks the names' language. */
export const lookupQuery = z.object({ query: wireString.max(200).optional(), lang: language.optional() });
export type LookupQuery = z.infer<typeof lookupQuery>;
