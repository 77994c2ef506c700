import { and, eq, ne, not } from 'drizzle-orm';
import { taxIdMessageKeys } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { contractors } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { fieldFailure, type AppError } from '../../lib/errors.ts';

/** The partial unique index on (tenant_id, tax_id) of live contractors (migration 0002). */
const liveTaxIdKey = 'contractors_tenant_tax_id_live_key';

const duplicateTaxId = (): AppError => fieldFailure('taxId', taxIdMessageKeys.duplicate);

/** The friendly check: no other live contractor of the tenant has this tax id. */
export async function checkTaxIdFree(tx: Tx, tenantId: number, taxId: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.tenantId, tenantId), eq(contractors.taxId, taxId), not(contractors.isDeleted), exceptId === undefined ? undefined : ne(contractors.id, exceptId)))
    .limit(1);
  if (taken) throw duplicateTaxId();
}

/**
 * Runs a write that makes a contractor live with a tax id. Two requests may both pass the check
 * above; the unique index stops the second, whose violation becomes the same field error.
 */
export async function guardTaxId<T>(write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, liveTaxIdKey)) throw duplicateTaxId();
    throw error;
  }
}
