import { randomBytes } from 'node:crypto';
import { hashPassword } from '../lib/passwords.ts';
import { accountByEmail, insertAdministrator } from './administrator-accounts.ts';
import type { Db } from './client.ts';
import { withAdministration } from './scope.ts';

export type CreatedAdministrator = { kind: 'created'; userId: number; password: string } | { kind: 'exists' };

/** 144 random bits in 24 URL-safe characters: far beyond any guessing, and typed once before it is replaced. */
export function generatedPassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * `npm run create-admin`: a new administrator with a generated password that must be changed at first sign-in.
 * An e-mail that already has an account (live or deleted) is refused, never taken over: promoting or resetting an
 * existing account from a shell would bypass its owner, and administrators have no tenants to keep a user's work.
 */
export async function createAdministrator(db: Db, email: string): Promise<CreatedAdministrator> {
  const password = generatedPassword();
  const passwordHash = await hashPassword(password);
  return withAdministration(db, async (tx) => {
    if (await accountByEmail(tx, email)) return { kind: 'exists' } as const;
    return { kind: 'created', userId: await insertAdministrator(tx, { email, passwordHash }), password } as const;
  });
}
