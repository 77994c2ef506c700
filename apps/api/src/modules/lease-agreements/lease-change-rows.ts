import { and, desc, eq, sql } from 'drizzle-orm';
import type { CurrentVersionFigures } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { leaseChanges, users } from '../../db/schema.ts';

/** A stored lease change (DOMAIN §14): one row of lease_changes. */
export type LeaseChangeRow = typeof leaseChanges.$inferSelect;

/** Early termination (DOMAIN §14's kind 3): nothing follows it. */
export const terminationKind = 3;

/** The agreement's latest change (the current version's), or null when it has none. */
export async function latestChange(tx: Tx, tenantId: number, leaseAgreementId: number): Promise<LeaseChangeRow | null> {
  const [row] = await tx
    .select()
    .from(leaseChanges)
    .where(and(eq(leaseChanges.tenantId, tenantId), eq(leaseChanges.leaseAgreementId, leaseAgreementId)))
    .orderBy(desc(leaseChanges.version))
    .limit(1);
  return row ?? null;
}

/**
 * Whether an agreement has lease changes: then its schedule and depreciation are a version's, which no recompute
 * from the agreement's columns may rewrite (PUT, the per-agreement POSTs, data migrations).
 */
export async function hasLeaseChanges(tx: Tx, tenantId: number, leaseAgreementId: number): Promise<boolean> {
  const [row] = await rawRows<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from lease_changes c where c.tenant_id = ${tenantId} and c.lease_agreement_id = ${leaseAgreementId}) as found`,
  );
  return row?.found === true;
}

/** The current version's figures as the lease calculation shows them beside the inception's. */
export function currentVersionFiguresOf(change: LeaseChangeRow): CurrentVersionFigures {
  return {
    version: change.version,
    amortizationRate: change.amortizationRate,
    implicitRate: change.implicitRate,
    rowNumber: change.rowNumber,
    remeasuredLiability: Number(change.remeasuredLiability),
    rightOfUseAfter: Number(change.rightOfUseAfter),
    terminated: change.changeKind === terminationKind,
  };
}

/** The agreement's current version's figures, or null without changes. */
export async function currentVersionOf(tx: Tx, tenantId: number, leaseAgreementId: number): Promise<CurrentVersionFigures | null> {
  const change = await latestChange(tx, tenantId, leaseAgreementId);
  return change ? currentVersionFiguresOf(change) : null;
}

/** Who made a change, as the changes list names them: the user's e-mail (the trail's user name). */
export async function userNameOf(tx: Tx, userId: number): Promise<string> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? '';
}
