import { z } from 'zod';
import { messageKey } from './messages/zod-issues.ts';
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

/** The agreement's other enumerations (DOMAIN §1), which have no lookup route. */
export const PaymentDue = { inAdvance: 0, inArrears: 1 } as const;
export const PaymentInterval = { monthly: 0, quarterly: 1, halfYearly: 2, yearly: 3 } as const;
export const ResidualValueSettlement = { lastMonth: 0, additionalMonth: 1 } as const;
export const RateConvention = { nominal: 0, effective: 1 } as const;
/**
 * SPEC names leaseType (a report filter) without listing its values and no figure depends on it; the
 * form sends 0. Its range is the two kinds of lease DOMAIN §3's 90 % test tells apart.
 */
export const LeaseType = { finance: 0, operating: 1 } as const;

/**
 * A 0-based enumeration on the wire: one of `values` (the same object the lookup routes list), else a
 * field error that names the accepted values.
 */
export function enumIndex(values: Readonly<Record<string, number>>) {
  const accepted = Object.values(values).sort((a, b) => a - b);
  const message = { message: messageKey('validation.oneOf'), params: { values: accepted.join(', ') } };
  return z.number(message).refine((value) => accepted.includes(value), message);
}

export const languages = ['en', 'pl'] as const;
export const language = z.enum(languages);
export type Language = z.infer<typeof language>;

/** A lookup entry as the lookup routes answer it: the index is the value stored on records. */
export const lookupEntry = z.object({ id: z.number().int(), name: wireString });
export type LookupEntry = z.infer<typeof lookupEntry>;

/** Lookup routes: `query` filters by name; `lang` (else Accept-Language, else en) picks the names' language. */
export const lookupQuery = z.object({ query: wireString.max(200).optional(), lang: language.optional() });
export type LookupQuery = z.infer<typeof lookupQuery>;
