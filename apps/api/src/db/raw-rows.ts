import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** Rows of a raw SQL query; both drivers answer `{ rows }`, the shared Drizzle type does not say so. */
export async function rawRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
