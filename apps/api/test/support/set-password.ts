import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/passwords.ts';

/** A password no policy word or demo password is part of: what tests set through the API. */
export const strongTestPassword = 'Quiet-harbor-lantern-2026';

/**
 * Puts a password straight into the database, as the seed does: how a test gives a demo account its published
 * password back after setting another through the API (which refuses the demo password as a new one).
 */
export async function setPasswordDirectly(db: Db, userId: number, password: string): Promise<void> {
  await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, userId));
}
