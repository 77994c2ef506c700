import { gt, asc } from 'drizzle-orm';
import type { AuditChange } from '@leasedesk/contract';
import type { Db } from '../../src/db/client.ts';
import { auditEntries } from '../../src/db/schema.ts';

export type StoredAuditEntry = typeof auditEntries.$inferSelect & { changes: AuditChange[]; counts: Record<string, number> };

/** The newest entry's id: what a test writes after it is read with auditEntriesAfter. */
export async function auditMark(db: Db): Promise<number> {
  const rows = await db.select({ id: auditEntries.id }).from(auditEntries);
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
}

/** Every entry appended after the mark, oldest first, read as the connecting superuser (no row-level security). */
export async function auditEntriesAfter(db: Db, mark: number): Promise<StoredAuditEntry[]> {
  return (await db.select().from(auditEntries).where(gt(auditEntries.id, mark)).orderBy(asc(auditEntries.id))) as StoredAuditEntry[];
}

/** The one change of `field` in an entry (undefined when the field did not change). */
export const changeOf = (entry: { changes: AuditChange[] }, field: string) => entry.changes.find((change) => change.field === field);
