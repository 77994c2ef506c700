import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { demoAccounts } from './seed.ts';
import { users } from '../db/schema.ts';
import { withAdministration } from '../db/scope.ts';

/** Whether a demo account (published password) lives in this database: the start banner must then say so. */
export async function demoAccountsPresent(db: Db): Promise<boolean> {
  const emails = [demoAccounts.administrator.email, demoAccounts.user.email];
  const rows = await withAdministration(db, (tx) =>
    tx.select({ id: users.id }).from(users).where(and(inArray(users.email, emails), eq(users.isDeleted, false))).limit(1),
  );
  return rows.length > 0;
}
