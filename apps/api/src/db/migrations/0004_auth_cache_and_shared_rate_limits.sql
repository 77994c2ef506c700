-- Authentication is answered from a per-process cache (src/lib/auth/auth-cache.ts). Every write that
-- changes what a token is checked against (stamp, role, lockout, deleted flag, name and e-mail shown by
-- GET /api/user, tenant memberships) tells every instance through NOTIFY, from the database itself, so
-- no write path can forget to. NOTIFY is delivered at commit and dropped on rollback.
CREATE OR REPLACE FUNCTION leasedesk_notify_user_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('leasedesk_auth', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_auth_change
  AFTER INSERT OR UPDATE OF security_stamp, role, is_deleted, lockout_end, first_name, last_name, email OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION leasedesk_notify_user_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leasedesk_notify_membership_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('leasedesk_auth', OLD.user_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('leasedesk_auth', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_tenants_notify_auth_change
  AFTER INSERT OR UPDATE OR DELETE ON user_tenants
  FOR EACH ROW EXECUTE FUNCTION leasedesk_notify_membership_change();
--> statement-breakpoint
-- A tenant switched off or on changes which memberships count for every member at once.
CREATE OR REPLACE FUNCTION leasedesk_notify_tenant_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('leasedesk_auth', 'tenant:' || NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tenants_notify_auth_change
  AFTER UPDATE OF is_deleted ON tenants
  FOR EACH ROW EXECUTE FUNCTION leasedesk_notify_tenant_change();
--> statement-breakpoint
-- Rate-limit counters shared by every instance on one PostgreSQL (used only with DATABASE_URL; PGlite
-- keeps them in memory). Unlogged: counters are worth nothing after a crash and cost no WAL.
-- No tenant_id: keys are client addresses, accounts and tenants, counted across the whole service.
CREATE UNLOGGED TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX rate_limit_counters_expires_idx ON rate_limit_counters (expires_at);
