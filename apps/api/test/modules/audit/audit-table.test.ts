import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { inScope, withAdministration, withTenant } from '../../../src/db/scope.ts';
import { recordAudit } from '../../../src/lib/audit/record-audit.ts';
import { databaseRefusal } from '../../support/database-refusal.ts';
import { auditEntriesAfter, auditMark } from '../../support/audit-trail.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let csi: number;
let ifrs16: number;

beforeAll(async () => {
  t = await startTestApp();
  csi = t.seed.tenantIds.csi;
  ifrs16 = t.seed.tenantIds.ifrs16;
});
afterAll(async () => t.close());

const countVisible = async (scope: Parameters<typeof inScope>[1]) =>
  inScope(t.db, scope, async (tx) => (await rawRows<{ n: number }>(tx, sql`select count(*)::int as n from audit_entries`))[0]?.n ?? 0);

describe('the audit table', () => {
  it('takes the tenant from the transaction’s scope and is read by that tenant alone', async () => {
    const mark = await auditMark(t.db);
    await withTenant(t.db, csi, (tx) => recordAudit(tx, { action: 'update', entity: 'contractor', entityId: 7, changes: [{ field: 'name', before: 'A', after: 'B' }] }));
    const [entry] = await auditEntriesAfter(t.db, mark);
    expect(entry).toMatchObject({ tenantId: csi, entity: 'contractor', entityId: '7', action: 'update', changes: [{ field: 'name', before: 'A', after: 'B' }], counts: {}, userId: null });
    const csiSees = await countVisible({ kind: 'tenant', tenantId: csi });
    const ifrsSees = await countVisible({ kind: 'tenant', tenantId: ifrs16 });
    const csiRows = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_entries where tenant_id = ${csi}`);
    const ifrsRows = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_entries where tenant_id = ${ifrs16}`);
    expect(csiSees).toBe(csiRows[0]?.n);
    expect(ifrsSees).toBe(ifrsRows[0]?.n);
  });

  it('leaves no entry when the change is rolled back', async () => {
    const mark = await auditMark(t.db);
    await expect(
      withTenant(t.db, csi, async (tx) => {
        await recordAudit(tx, { action: 'create', entity: 'contractor', entityId: 8 });
        throw new Error('the write failed after its entry');
      }),
    ).rejects.toThrow('the write failed');
    expect(await auditEntriesAfter(t.db, mark)).toEqual([]);
  });

  it('keeps entries without a tenant from every tenant; administration reads them', async () => {
    const mark = await auditMark(t.db);
    await inScope(t.db, { kind: 'anonymous' }, (tx) => recordAudit(tx, { action: 'signInFailed', entity: 'session', entityId: null, tenant: 'none', actor: { userId: null, userName: 'x@example.com' } }));
    const [entry] = await auditEntriesAfter(t.db, mark);
    expect(entry).toMatchObject({ tenantId: null, userName: 'x@example.com', action: 'signInFailed' });
    const seen = await withAdministration(t.db, (tx) => rawRows<{ id: number }>(tx, sql`select id::int from audit_entries where id = ${entry?.id}`));
    expect(seen).toHaveLength(1);
    const seenByTenant = await withTenant(t.db, csi, (tx) => rawRows<{ id: number }>(tx, sql`select id::int from audit_entries where id = ${entry?.id}`));
    expect(seenByTenant).toEqual([]);
    const seenAnonymously = await inScope(t.db, { kind: 'anonymous' }, (tx) => rawRows<{ id: number }>(tx, sql`select id::int from audit_entries where id = ${entry?.id}`));
    expect(seenAnonymously).toEqual([]);
  });

  it('cannot be altered or emptied by the application’s role, in any scope', async () => {
    await withTenant(t.db, csi, (tx) => recordAudit(tx, { action: 'update', entity: 'contractor', entityId: 9, changes: [{ field: 'code', before: 'X', after: 'Y' }] }));
    const attempts = [sql`update audit_entries set action = 'create'`, sql`delete from audit_entries`, sql`truncate audit_entries`];
    for (const attempt of attempts) {
      expect(await databaseRefusal(withTenant(t.db, csi, (tx) => tx.execute(attempt)))).toMatch(/permission denied for table audit_entries/);
      expect(await databaseRefusal(withAdministration(t.db, (tx) => tx.execute(attempt)))).toMatch(/permission denied for table audit_entries/);
    }
    const privileges = await rawRows<{ update: boolean; delete: boolean; insert: boolean }>(
      t.db,
      sql`select has_table_privilege('leasedesk_app', 'audit_entries', 'UPDATE') as update,
        has_table_privilege('leasedesk_app', 'audit_entries', 'DELETE') as delete,
        has_table_privilege('leasedesk_app', 'audit_entries', 'INSERT') as insert`,
    );
    expect(privileges).toEqual([{ update: false, delete: false, insert: true }]);
  });

  it('refuses an entry written into another tenant’s trail', async () => {
    const insert = withTenant(t.db, csi, (tx) => tx.execute(sql`insert into audit_entries (tenant_id, action, entity) values (${ifrs16}, 'update', 'contractor')`));
    expect(await databaseRefusal(insert)).toMatch(/row-level security/);
  });
});
