import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { rawRows } from '../../src/db/raw-rows.ts';
import { withAdministration } from '../../src/db/scope.ts';
import { AppError } from '../../src/lib/errors.ts';
import { createTestDatabase } from '../support/test-database.ts';

/**
 * The pool itself under terminated backends: every failed transaction is the 503 AppError, and no client
 * stays checked out (drizzle never releases a client whose BEGIN failed; the pool must get it back anyway,
 * or it shrinks with each connection loss until nothing is served). PostgreSQL only.
 */
describe.runIf(Boolean(process.env['TEST_DATABASE_URL']))('pg pool under terminated backends', () => {
  let database: DatabaseHandle;
  let pool: pg.Pool;
  let databaseUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const name = (await rawRows<{ name: string }>(database.db, sql`select current_database() as name`))[0]?.name ?? '';
    const url = new URL(process.env['TEST_DATABASE_URL'] ?? '');
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => database?.close());

  async function terminateBackends(pid?: number): Promise<number> {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const result = await admin.query<{ ok: boolean }>(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and ($1::integer is null or pid = $1)',
        [pid ?? null],
      );
      return result.rows.filter((row) => row.ok).length;
    } finally {
      await admin.end();
    }
  }

  it('gets back a client whose connection died under its BEGIN, which drizzle itself never releases', async () => {
    const own = await openDatabase({ kind: 'postgres', url: databaseUrl });
    const ownPool = (own.db as unknown as { $client: pg.Pool }).$client;
    try {
      let connection: pg.PoolClient | undefined;
      ownPool.on('connect', (client) => (connection = client));
      const pid = await withAdministration(own.db, async (tx) => (await rawRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`))[0]?.pid);
      // The idle client does not read its socket, so it learns of the termination only once it has sent BEGIN.
      const socket = (connection as unknown as { connection: { stream: NodeJS.ReadableStream } }).connection.stream;
      socket.pause();
      expect(await terminateBackends(pid)).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const attempt = withAdministration(own.db, async () => 'committed').catch((error: unknown) => error);
      // BEGIN goes out within this turn of the event loop; the socket is read from the next one.
      setImmediate(() => socket.resume());
      const failure = await attempt;
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).code).toBe('unavailable');
      await expect.poll(() => ownPool.totalCount - ownPool.idleCount, { timeout: 2000 }).toBe(0);
      expect(await withAdministration(own.db, async () => 'committed')).toBe('committed');
    } finally {
      await own.close();
    }
  });

  it('fails only the transactions that lost their connection, as 503, and keeps every client of the pool usable', async () => {
    let running = true;
    let committed = 0;
    const failures: unknown[] = [];
    const workers = Array.from({ length: 20 }, async () => {
      while (running) {
        try {
          await withAdministration(database.db, async (tx) => {
            await tx.execute(sql`select pg_sleep(0.005)`);
            await tx.execute(sql`select 1`);
          });
          committed++;
        } catch (error) {
          failures.push(error);
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    let terminated = 0;
    for (let round = 0; round < 6; round++) {
      terminated += await terminateBackends();
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await Promise.all(workers);

    expect(terminated).toBeGreaterThan(0);
    expect(committed).toBeGreaterThan(0);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).code).toBe('unavailable');
      expect((failure as AppError).retryAfterSeconds).toBeGreaterThan(0);
    }
    // Nothing is still checked out: every client lost mid-transaction went back to the pool (and was dropped).
    expect(pool.totalCount - pool.idleCount).toBe(0);
    // Ten transactions at once still get ten connections.
    const pids = await Promise.all(
      Array.from({ length: 10 }, () =>
        withAdministration(database.db, async (tx) => {
          const row = (await rawRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid, pg_sleep(0.2)`))[0];
          return row?.pid;
        }),
      ),
    );
    expect(new Set(pids).size).toBe(10);
  }, 60_000);
});
