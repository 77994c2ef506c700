import type { AccountingStandard, TenantDto, UserTenant } from '@leasedesk/contract';
import type { tenants } from '../../db/schema.ts';

type TenantRow = typeof tenants.$inferSelect;

/** Logos are stored as PNG now; older rows may hold a JPEG. SVG markup is never served. */
const servedLogoTypes = new Set(['image/png', 'image/jpeg']);

/** The stored logo as the data URL the browser shows and keeps in its session. */
export function logoDataUrl(row: Pick<TenantRow, 'logo' | 'logoMime'>): string | null {
  if (!row.logo || !row.logoMime || !servedLogoTypes.has(row.logoMime)) return null;
  return `data:${row.logoMime};base64,${row.logo.toString('base64')}`;
}

export function toTenantDto(row: TenantRow): TenantDto {
  return {
    id: row.id,
    name: row.name,
    createDate: row.createDate.toISOString(),
    isDeleted: row.isDeleted,
    accountingStandard: row.accountingStandard as AccountingStandard,
    logo: logoDataUrl(row),
  };
}

export function toUserTenant(row: TenantRow): UserTenant {
  return { id: row.id, name: row.name, logo: logoDataUrl(row), accountingStandard: row.accountingStandard as AccountingStandard };
}

/** What the trail records of a tenant's changes (wire names); the logo has its own entity, tenantLogo. */
export const tenantAuditFields = ['name', 'accountingStandard'] as const satisfies readonly (keyof TenantDto)[];
