import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceReport } from '@leasedesk/contract';
import { draft, importDrafts, startInvoiceTest, storedReportCount, type InvoiceTest } from './core-support.ts';

/**
 * A restore racing an import of the same name (PostgreSQL: PGlite runs one transaction at a time, so there the
 * DELETE's own check, that no live report holds the name, already decides).
 */
/** Waits (at most 10 s) until a backend of this database waits for a lock: the DELETE blocked by the held name. */
async function untilALockIsAwaited(s: InvoiceTest): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const result = (await s.t.db.execute(sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: { waiting: number }[] };
    if ((result.rows[0]?.waiting ?? 0) > 0) return;
    await sleep(20);
  }
  throw new Error('the restore never waited for the name');
}

describe('restoring a report while another takes its name', () => {
  let s: InvoiceTest;
  beforeAll(async () => {
    s = await startInvoiceTest();
  });
  afterAll(async () => s.t.close());

  it('refuses the restore on name when a report of that name committed meanwhile', async (context) => {
    if (s.t.databaseKind !== 'postgres') context.skip();
    await importDrafts(s, s.csiId, 'Race restore', [draft()]);
    expect((await s.t.call<InvoiceReport>('DELETE', '/api/invoicereports/Race%20restore', { token: s.csi })).body.value?.isDeleted).toBe(true);

    // Another transaction takes the name and holds it uncommitted while the DELETE (a restore) runs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const nameTaken = new Promise<void>((resolve) => (taken = resolve));
    const importing = s.t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into invoice_reports (tenant_id, name, source, created_by) values (${s.csiId}, 'Race restore', 'csv', ${s.userId})`);
      taken();
      await held;
    });
    await nameTaken;
    const restoring = s.t.call<InvoiceReport>('DELETE', '/api/invoicereports/Race%20restore', { token: s.csi });
    // The restore finds no live report, then waits on the name's unique index until the import commits.
    await untilALockIsAwaited(s);
    release();
    await importing;
    const reply = await restoring;
    expect(reply.body).toEqual({ success: false, value: null, errors: [{ propertyName: 'name', message: 'A live report named Race restore already exists: it cannot be restored' }] });
    expect(await storedReportCount(s, s.csiId, 'Race restore')).toBe(2);
    // The live one is the new report; the old one stays deleted.
    expect((await s.t.call<InvoiceReport>('GET', '/api/invoicereports/Race%20restore', { token: s.csi })).body.value?.lines).toEqual([]);
  });
});
