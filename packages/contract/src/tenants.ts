import { z } from 'zod';
import { messageKey } from './messages/zod-issues.ts';
import { wireId, wireString } from './wire.ts';
import { accountingStandard, lookupEntry } from './enums.ts';

/** Logo as a data URL (`data:image/png;base64,...`) or null: the browser keeps it in the session. */
export const tenant = z.object({
  id: wireId,
  name: wireString,
  createDate: wireString,
  isDeleted: z.boolean(),
  accountingStandard,
  logo: wireString.nullable(),
});
export type TenantDto = z.infer<typeof tenant>;

export const tenantListEntry = z.object({ id: wireId, name: wireString, accountingStandard });
export type TenantListEntry = z.infer<typeof tenantListEntry>;

/** GET /api/users/tenants: what /selectClient lists. */
export const userTenant = z.object({ id: wireId, name: wireString, logo: wireString.nullable(), accountingStandard });
export type UserTenant = z.infer<typeof userTenant>;

export const tenantInput = z.strictObject({
  name: wireString.trim().min(1, messageKey('validation.name.required')).max(200),
  accountingStandard: accountingStandard.default(0),
});
export type TenantInput = z.infer<typeof tenantInput>;

/** Logo upload limits, checked on the content, not the file name. */
export const logoLimits = { maxBytes: 512 * 1024, types: ['image/png', 'image/jpeg', 'image/svg+xml'] } as const;

/** GET /api/tenants/accountingstandards: the signed-in tenant's standard and the standards there are. */
export const tenantAccountingStandards = z.object({
  accountingStandard,
  accountingStandards: z.array(lookupEntry),
});
export type TenantAccountingStandards = z.infer<typeof tenantAccountingStandards>;

/** POST /api/tokenwithtenent answers the token and the chosen tenant, so the shell can show its logo and standard. */
export const tenantTokenResult = z.object({ token: wireString, expiration: wireString, tenant: userTenant });
export type TenantTokenResult = z.infer<typeof tenantTokenResult>;
