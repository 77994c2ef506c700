-- Row-level security is the tenant-isolation backstop (DESIGN §4). The app's queries run as
-- leasedesk_app (SET LOCAL ROLE in every transaction, src/db/scope.ts): neither superuser nor
-- table owner, so the forced policies below bind it. Roles are cluster-wide and several databases
-- (parallel test files) may create it at the same moment, hence the guard.
DO $$
BEGIN
  CREATE ROLE leasedesk_app NOLOGIN NOINHERIT;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- The migrating (connecting) user must be allowed to switch to the role; a superuser always is.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'leasedesk_app', 'MEMBER') THEN
    EXECUTE format('GRANT leasedesk_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO leasedesk_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO leasedesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO leasedesk_app;
--> statement-breakpoint
-- Tables and sequences created by later migrations get the same grants without anyone remembering.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO leasedesk_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO leasedesk_app;
--> statement-breakpoint
-- The one way to make a table tenant-scoped: every migration that creates a table with tenant_id
-- ends with `SELECT leasedesk_enable_tenant_rls('<table>');`. The catalog audit
-- (src/db/tenant-isolation-audit.ts, run at start and in the tests) refuses any table that misses it.
-- The setting is read with missing_ok and nullif because, once set locally in an earlier
-- transaction of the same session, it reads '' rather than NULL: no tenant set means no rows.
CREATE OR REPLACE FUNCTION leasedesk_enable_tenant_rls(target regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
  EXECUTE format(
    $policy$CREATE POLICY tenant_isolation ON %s
      USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)
      WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer)$policy$,
    target);
END $$;
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('user_tenants');
--> statement-breakpoint
-- Memberships are also read across tenants by their own user (GET /api/users/tenants, choosing a tenant)...
CREATE POLICY user_tenants_own_rows ON user_tenants FOR SELECT
  USING (user_id = nullif(current_setting('app.user_id', true), '')::integer);
--> statement-breakpoint
-- ...and managed across tenants by an administrator (scope set only after an administrator token is verified).
CREATE POLICY user_tenants_administration ON user_tenants
  USING (current_setting('app.administration', true) = 'on')
  WITH CHECK (current_setting('app.administration', true) = 'on');
