-- The audit trail (issue 17): who changed what, when, and what it was before. One row per write, inserted by the
-- service in the transaction of the change (src/lib/audit/record-audit.ts), so a rolled-back change leaves none and a
-- committed one always has it. Tenant entries (tenant_id set) are tenant-scoped under forced row-level security as
-- every tenant table; administration and sign-in entries have no tenant and only an administration scope reads them.
-- user_id has no foreign key on purpose: an entry outlives whatever happens to its user, and user_name keeps the
-- e-mail the user had when acting (or the address typed at a failed sign-in).
CREATE TABLE "audit_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"tenant_id" integer REFERENCES "tenants"("id"),
	"user_id" integer,
	"user_name" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	-- What the record was called at that moment (a contractor's name, an agreement's contract / schedule numbers, an
	-- invoice's number in its report), so the trail reads without the record, which may have changed or gone since.
	"label" text,
	-- [{ "field": wire name, "before": value, "after": value }]: only the fields that changed.
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	-- What a write touched in bulk, as counts (schedule rows rewritten, invoice lines imported), never the rows.
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"correlation_id" text
);
--> statement-breakpoint
CREATE INDEX "audit_entries_tenant_entity_idx" ON "audit_entries" ("tenant_id", "entity", "entity_id", "id");
--> statement-breakpoint
CREATE INDEX "audit_entries_tenant_user_idx" ON "audit_entries" ("tenant_id", "user_id", "id");
--> statement-breakpoint
CREATE INDEX "audit_entries_tenant_time_idx" ON "audit_entries" ("tenant_id", "occurred_at");
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('audit_entries');
--> statement-breakpoint
-- Entries without a tenant (administrators' actions, sign-ins before a tenant is chosen, password resets) are
-- written from any scope (a sign-in runs anonymous) but read only by administration.
CREATE POLICY audit_entries_without_tenant_written ON audit_entries FOR INSERT WITH CHECK (tenant_id IS NULL);
--> statement-breakpoint
CREATE POLICY audit_entries_administration_read ON audit_entries FOR SELECT
  USING (tenant_id IS NULL AND current_setting('app.administration', true) = 'on');
--> statement-breakpoint
-- Append-only for the application: the default privileges of migration 0001 granted UPDATE and DELETE; take them back.
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_entries" FROM leasedesk_app;
