import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fieldFailure } from '../../lib/errors.ts';

/** E-mails are unique (deleted accounts included: they may be restored). */
export async function checkEmailFree(tx: Tx, email: string, exceptUserId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)));
  if (taken) throw fieldFailure('email', 'records.user.emailTaken');
}
