import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { withAnonymous } from '../../db/scope.ts';

/** The live (not deleted) account with this e-mail, compared case-insensitively. */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await withAnonymous(db, (tx) =>
    tx
      .select()
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.trim().toLowerCase()), eq(users.isDeleted, false))),
  );
  return user ?? null;
}
