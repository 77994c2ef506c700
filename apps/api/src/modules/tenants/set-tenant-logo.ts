import { eq } from 'drizzle-orm';
import type { TenantDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenants } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { toTenantDto } from './tenant-dto.ts';

/** Stores a logo PNG drawn by this server (read-logo-upload.ts), or removes the logo with null. */
export async function setTenantLogo(ctx: AppContext, tenantId: number, png: Buffer | null): Promise<TenantDto> {
  const [row] = await withAdministration(ctx.db, (tx) =>
    tx
      .update(tenants)
      .set({ logo: png, logoMime: png ? 'image/png' : null })
      .where(eq(tenants.id, tenantId))
      .returning(),
  );
  if (!row) throw notFound('tenant');
  return toTenantDto(row);
}
