import { and, eq, sql } from 'drizzle-orm';
import { Role } from '@leasedesk/contract';
import { recordAudit } from '../lib/audit/record-audit.ts';
import { newSecurityStamp } from '../lib/random.ts';
import type { Db, Tx } from './client.ts';
import { users } from './schema.ts';
import { withAdministration } from './scope.ts';

/** The account holding this e-mail (compared as the unique index does, deleted accounts included), if any. */
export async function accountByEmail(tx: Tx, email: string) {
  const [account] = await tx
    .select({ id: users.id, role: users.role, isDeleted: users.isDeleted, mustChangePassword: users.mustChangePassword })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return account ?? null;
}

/** Whether any administrator can act: a live administrator account. */
export async function hasLiveAdministrator(db: Db): Promise<boolean> {
  const [row] = await withAdministration(db, (tx) =>
    tx.select({ id: users.id }).from(users).where(and(eq(users.role, Role.administrator), eq(users.isDeleted, false))).limit(1),
  );
  return row !== undefined;
}

export type NewAdministrator = {
  email: string;
  /** A hash of a password nobody chose: a generated one, or a discarded random one (the link sets the real one). */
  passwordHash: string;
  reset?: { tokenHash: string; expiresAt: Date };
};

/**
 * Inserts an administrator who must replace the password at first sign-in, with an audit entry of its creation.
 * The name is a placeholder the administrator may change (both words are refused in passwords, as names are).
 */
export async function insertAdministrator(tx: Tx, account: NewAdministrator): Promise<number> {
  const email = account.email.trim().toLowerCase();
  const [row] = await tx
    .insert(users)
    .values({
      email,
      firstName: 'Administrator',
      lastName: 'LeaseDesk',
      role: Role.administrator,
      passwordHash: account.passwordHash,
      securityStamp: newSecurityStamp(),
      mustChangePassword: true,
      resetTokenHash: account.reset?.tokenHash ?? null,
      resetTokenExpiresAt: account.reset?.expiresAt ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('the administrator insert returned no row');
  await recordAudit(tx, { action: 'create', entity: 'user', entityId: row.id, label: email, tenant: 'none' });
  return row.id;
}
