import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { rawRows } from '../../src/db/raw-rows.ts';
import { seedDemoData, type SeedResult } from '../../src/demo/seed.ts';
import { userTenants } from '../../src/db/schema.ts';
import { inScope, settingsLiteral, withTenant, withUser } from '../../src/db/scope.ts';
import { assertTenantIsolation, findAppRoleProblems, findUnisolatedTenantTables } from '../../src/db/tenant-isolation-audit.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: DatabaseHandle;
let seed: Required<SeedResult>;

beforeAll(async () => {
  database = await createTestDatabase();
  seed = (await seedDemoData(database.db)) as Required<SeedResult>;
  // A tenant table made the way every later one will be: tenant_id, then the one RLS call.
  await database.db.execute(sql`create table rls_probe (id integer generated always as identity primary key, tenant_id integer not null references tenants(id), secret text not null)`);
  await database.db.execute(sql`select leasedesk_enable_tenant_rls('rls_probe')`);
  await withTenant(database.db, seed.tenantIds.csi, (tx) => tx.execute(sql`insert into rls_probe (tenant_id, secret) values (${seed.tenantIds.csi}, 'csi-1'), (${seed.tenantIds.csi}, 'csi-2')`));
  await withTenant(database.db, seed.tenantIds.ifrs16, (tx) => tx.execute(sql`insert into rls_probe (tenant_id, secret) values (${seed.tenantIds.ifrs16}, 'ifrs-1')`));
});
afterAll(async () => database.close());

/** Drizzle wraps the driver's error; the PostgreSQL message is its cause. */
async function expectRlsViolation(work: Promise<unknown>) {
  const error: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  const cause = (error as { cause?: { message?: string } } | null)?.cause;
  expect(cause?.message ?? String(error)).toMatch(/row-level security/);
}

const probeSecrets = (tenantId: number) =>
  withTenant(database.db, tenantId, async (tx) => (await rawRows<{ secret: string }>(tx, sql`select secret from rls_probe order by secret`)).map((r) => r.secret));

describe('row-level security', () => {
  it('shows a transaction with tenant A set none of tenant B’s rows, even with no WHERE clause', async () => {
    expect(await probeSecrets(seed.tenantIds.csi)).toEqual(['csi-1', 'csi-2']);
    expect(await probeSecrets(seed.tenantIds.ifrs16)).toEqual(['ifrs-1']);
    const asked = await withTenant(database.db, seed.tenantIds.csi, (tx) =>
      rawRows<{ secret: string }>(tx, sql`select secret from rls_probe where tenant_id = ${seed.tenantIds.ifrs16}`),
    );
    expect(asked).toEqual([]);
  });

  it('lets tenant A neither write rows for B nor change or delete B’s rows', async () => {
    await expectRlsViolation(
      withTenant(database.db, seed.tenantIds.csi, (tx) => tx.execute(sql`insert into rls_probe (tenant_id, secret) values (${seed.tenantIds.ifrs16}, 'planted')`)),
    );
    await withTenant(database.db, seed.tenantIds.csi, async (tx) => {
      await tx.execute(sql`update rls_probe set secret = 'overwritten' where tenant_id = ${seed.tenantIds.ifrs16}`);
      await tx.execute(sql`delete from rls_probe where tenant_id = ${seed.tenantIds.ifrs16}`);
    });
    expect(await probeSecrets(seed.tenantIds.ifrs16)).toEqual(['ifrs-1']);
    await expectRlsViolation(
      withTenant(database.db, seed.tenantIds.csi, (tx) => tx.execute(sql`update rls_probe set tenant_id = ${seed.tenantIds.ifrs16}`)),
    );
  });

  it('shows no tenant rows when no tenant is set, also after an earlier transaction set one on the same connection', async () => {
    await probeSecrets(seed.tenantIds.csi);
    const rows = await inScope(database.db, { kind: 'anonymous' }, (tx) => rawRows(tx, sql`select * from rls_probe`));
    expect(rows).toEqual([]);
    const setting = await inScope(database.db, { kind: 'anonymous' }, (tx) =>
      rawRows<{ tenant: string | null; role: string }>(tx, sql`select current_setting('app.tenant_id', true) as tenant, current_user as role`),
    );
    expect(setting[0]?.tenant ?? '').toBe('');
    expect(setting[0]?.role).toBe('leasedesk_app');
  });

  it('runs the queries as leasedesk_app, and only inside the transaction', async () => {
    const inside = await withTenant(database.db, seed.tenantIds.csi, (tx) => rawRows<{ role: string; tenant: string }>(tx, sql`select current_user as role, current_setting('app.tenant_id') as tenant`));
    expect(inside).toEqual([{ role: 'leasedesk_app', tenant: String(seed.tenantIds.csi) }]);
    const outside = await rawRows<{ role: string }>(database.db, sql`select current_user as role`);
    expect(outside[0]?.role).not.toBe('leasedesk_app');
  });

  it('guards memberships: a tenant sees its own, a user their own', async () => {
    const other = await withTenant(database.db, seed.tenantIds.csi, (tx) => tx.select().from(userTenants));
    expect(other.map((m) => m.tenantId)).toEqual([seed.tenantIds.csi]);
    const own = await withUser(database.db, seed.userId, (tx) => tx.select().from(userTenants));
    expect(own.map((m) => m.tenantId).sort()).toEqual([seed.tenantIds.csi, seed.tenantIds.ifrs16].sort());
    expect(await withUser(database.db, seed.administratorId, (tx) => tx.select().from(userTenants))).toEqual([]);
    // A user scope may read its memberships but not grant itself one.
    await expectRlsViolation(
      withUser(database.db, seed.administratorId, (tx) => tx.insert(userTenants).values({ userId: seed.administratorId, tenantId: seed.tenantIds.csi })),
    );
  });
});

describe('the scope’s settings as literals', () => {
  it('quotes only digits, letters, underscores and a leading minus, and refuses any other value before sending it', async () => {
    expect(['12', '-3', '', 'on', 'leasedesk_app'].map(settingsLiteral)).toEqual(["'12'", "'-3'", "''", "'on'", "'leasedesk_app'"]);
    for (const bad of ["1'; reset role; --", '1 2', 'a\\b', '1-2', '$$']) expect(() => settingsLiteral(bad)).toThrow(/only letters, digits/);
    for (const bad of [Number.NaN, 1.5, Number.POSITIVE_INFINITY]) {
      await expect(withTenant(database.db, bad, async () => 'ran')).rejects.toThrow(/must be an integer/);
      await expect(withUser(database.db, bad, async () => 'ran')).rejects.toThrow(/must be an integer/);
    }
  });

  it('reads the contractor count (the sum of its shards) of the scope’s tenant only', async () => {
    const counts = (tenantId: number) => withTenant(database.db, tenantId, (tx) => rawRows<{ tenant_id: number }>(tx, sql`select tenant_id from contractor_counts`));
    expect((await counts(seed.tenantIds.csi)).map((row) => row.tenant_id)).toEqual([seed.tenantIds.csi]);
    expect((await counts(seed.tenantIds.ifrs16)).map((row) => row.tenant_id)).toEqual([seed.tenantIds.ifrs16]);
    expect(await inScope(database.db, { kind: 'anonymous' }, (tx) => rawRows(tx, sql`select * from contractor_count_shards`))).toEqual([]);
  });
});

describe('catalog audit', () => {
  it('finds every table with tenant_id guarded by a forced tenant policy, and an app role bound by it', async () => {
    expect(await findUnisolatedTenantTables(database.db)).toEqual([]);
    expect(await findAppRoleProblems(database.db)).toEqual([]);
    // user_tenants and the probe are among the tables it checked.
    const checked = await rawRows<{ name: string }>(
      database.db,
      sql`select c.relname as name from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' where c.relkind = 'r' order by 1`,
    );
    expect(checked.map((r) => r.name)).toEqual(expect.arrayContaining(['rls_probe', 'user_tenants', 'contractors', 'contractor_search_terms', 'contractor_count_shards', 'sales_persons']));
  });

  it('fails for a table with tenant_id and no policy, with RLS not forced, or with a policy that does not read app.tenant_id', async () => {
    await database.db.execute(sql`create table audit_no_rls (id integer primary key, tenant_id integer not null)`);
    await database.db.execute(sql`create table audit_not_forced (id integer primary key, tenant_id integer not null)`);
    await database.db.execute(sql`select leasedesk_enable_tenant_rls('audit_not_forced')`);
    await database.db.execute(sql`alter table audit_not_forced no force row level security`);
    await database.db.execute(sql`create table audit_open_policy (id integer primary key, tenant_id integer not null)`);
    await database.db.execute(sql`alter table audit_open_policy enable row level security`);
    await database.db.execute(sql`alter table audit_open_policy force row level security`);
    await database.db.execute(sql`create policy tenant_isolation on audit_open_policy using (true)`);
    try {
      expect(await findUnisolatedTenantTables(database.db)).toEqual(['public.audit_no_rls', 'public.audit_not_forced', 'public.audit_open_policy']);
      await expect(assertTenantIsolation(database.db)).rejects.toThrow(/audit_no_rls has tenant_id but no forced tenant_isolation policy/);
    } finally {
      await database.db.execute(sql`drop table audit_no_rls, audit_not_forced, audit_open_policy`);
    }
    expect(await findUnisolatedTenantTables(database.db)).toEqual([]);
  });
});
