import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rawRows } from './raw-rows.ts';

export const appRole = 'leasedesk_app';

/**
 * Every table of the database that has a `tenant_id` column but lacks enabled and forced row-level
 * security with the standard tenant_isolation policy (see migration 0001, leasedesk_enable_tenant_rls).
 * Read from pg_catalog, so a new table cannot slip through by not being listed anywhere.
 */
export async function findUnisolatedTenantTables(db: Db): Promise<string[]> {
  const rows = await rawRows<{ table_name: string }>(
    db,
    sql`
      select format('%I.%I', n.nspname, c.relname) as table_name
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
      where c.relkind in ('r', 'p')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and not (
          c.relrowsecurity and c.relforcerowsecurity
          and exists (
            select 1 from pg_policy p
            where p.polrelid = c.oid and p.polname = 'tenant_isolation' and p.polpermissive
              and p.polcmd = '*'
              and pg_get_expr(p.polqual, p.polrelid) like '%current_setting(''app.tenant_id''%'
              and pg_get_expr(p.polwithcheck, p.polrelid) like '%current_setting(''app.tenant_id''%'
          )
        )
      order by 1`,
  );
  return rows.map((row) => row.table_name);
}

/** The role the queries run as must be subject to row-level security. */
export async function findAppRoleProblems(db: Db): Promise<string[]> {
  const rows = await rawRows<{ rolsuper: boolean; rolbypassrls: boolean; owned: number }>(
    db,
    sql`
      select r.rolsuper, r.rolbypassrls,
        (select count(*)::int from pg_class c where c.relowner = r.oid and c.relkind in ('r', 'p')) as owned
      from pg_roles r where r.rolname = ${appRole}`,
  );
  const role = rows[0];
  if (!role) return [`role ${appRole} does not exist`];
  const problems: string[] = [];
  if (role.rolsuper) problems.push(`role ${appRole} is a superuser`);
  if (role.rolbypassrls) problems.push(`role ${appRole} bypasses row-level security`);
  if (role.owned > 0) problems.push(`role ${appRole} owns tables`);
  return problems;
}

export async function assertTenantIsolation(db: Db): Promise<void> {
  const tables = await findUnisolatedTenantTables(db);
  const roleProblems = await findAppRoleProblems(db);
  const problems = [...tables.map((t) => `${t} has tenant_id but no forced tenant_isolation policy`), ...roleProblems];
  if (problems.length > 0) {
    throw new Error(`Tenant isolation is not in place:\n  ${problems.join('\n  ')}`);
  }
}
