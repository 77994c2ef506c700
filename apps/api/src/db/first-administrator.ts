import { eq } from 'drizzle-orm';
import { Role } from '@leasedesk/contract';
import { hashPassword } from '../lib/passwords.ts';
import { randomToken, sha256 } from '../lib/random.ts';
import { accountByEmail, hasLiveAdministrator, insertAdministrator } from './administrator-accounts.ts';
import type { Db } from './client.ts';
import { users } from './schema.ts';
import { withAdministration } from './scope.ts';

/** Long enough for an operator to read the start output the next morning; the ordinary reset link lasts an hour. */
export const firstAdministratorLinkTtlMs = 24 * 60 * 60_000;

export type FirstAdministrator =
  /** Someone can administer already (or ADMIN_EMAIL's account has set its password): nothing to say. */
  | { kind: 'present' }
  /** No live administrator and no ADMIN_EMAIL: the operator must be told how to get one. */
  | { kind: 'missing' }
  /** ADMIN_EMAIL names an account that cannot be made the first administrator (a user's, or a deleted one). */
  | { kind: 'unusableEmail'; email: string; administratorPresent: boolean }
  /** A one-time link that sets ADMIN_EMAIL's password (a fresh one at every start until it is used). */
  | { kind: 'link'; email: string; linkPath: string; created: boolean; validHours: number };

export type FirstAdministratorOptions = { adminEmail: string | undefined; now: Date };

/**
 * The first administrator of a database without the demo. With ADMIN_EMAIL and no live administrator, creates that
 * account with a password nobody knows and answers the path of a link to set one (the reset page's). At each later start, while
 * that account has never set its password, a new link replaces the old one. Run under database.exclusively, after
 * the migrations, so machines starting at once create one account.
 */
export async function ensureFirstAdministrator(db: Db, options: FirstAdministratorOptions): Promise<FirstAdministrator> {
  const administratorPresent = await hasLiveAdministrator(db);
  const email = options.adminEmail?.trim().toLowerCase();
  if (!email) return administratorPresent ? { kind: 'present' } : { kind: 'missing' };
  const token = randomToken();
  const reset = { tokenHash: sha256(token), expiresAt: new Date(options.now.getTime() + firstAdministratorLinkTtlMs) };
  const outcome = await withAdministration(db, async (tx) => {
    const existing = await accountByEmail(tx, email);
    if (!existing) {
      if (administratorPresent) return { kind: 'present' } as const;
      // A password nobody knows: until the link is used, no sign-in can succeed.
      const passwordHash = await hashPassword(randomToken());
      return { kind: 'issued', userId: await insertAdministrator(tx, { email, passwordHash, reset }), created: true } as const;
    }
    if (existing.isDeleted || existing.role !== Role.administrator) return { kind: 'unusableEmail' } as const;
    if (!existing.mustChangePassword) return { kind: 'present' } as const;
    await tx.update(users).set({ resetTokenHash: reset.tokenHash, resetTokenExpiresAt: reset.expiresAt }).where(eq(users.id, existing.id));
    return { kind: 'issued', userId: existing.id, created: false } as const;
  });
  if (outcome.kind === 'present') return outcome;
  if (outcome.kind === 'unusableEmail') return { kind: 'unusableEmail', email, administratorPresent };
  return {
    kind: 'link',
    email,
    // The token goes into the path as is, as in the reset mail: the page takes it with its slashes.
    linkPath: `/passwordReset/${outcome.userId}/${token}`,
    created: outcome.created,
    validHours: firstAdministratorLinkTtlMs / 3_600_000,
  };
}
