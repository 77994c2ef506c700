-- Issue 30: a client's e-mail settings (SPEC's "Email settings entry"), the hand-off of a send by e-mail, and the daily
-- reminder digests. Every table is a tenant table under the standard tenant_isolation policy.
CREATE TABLE "email_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL REFERENCES "tenants"("id"),
	"name" text NOT NULL,
	"tax_id" text NOT NULL DEFAULT '',
	"email_address" text NOT NULL DEFAULT '',
	"sender" text NOT NULL DEFAULT '',
	"email_title" text NOT NULL DEFAULT '',
	"language" text NOT NULL DEFAULT 'en',
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_settings_language_check" CHECK ("language" in ('en', 'pl'))
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('email_settings');
--> statement-breakpoint
-- A send mailed to the accounting system's inbox: written only after the mail server accepted the mail.
CREATE TABLE "invoice_export_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"tenant_id" integer NOT NULL,
	"invoice_export_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_by" integer NOT NULL REFERENCES "users"("id"),
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_export_mails_export_fk" FOREIGN KEY ("tenant_id", "invoice_export_id") REFERENCES "invoice_exports"("tenant_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "invoice_export_mails_export_idx" ON "invoice_export_mails" ("tenant_id", "invoice_export_id");
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('invoice_export_mails');
--> statement-breakpoint
-- A user's reminders in one tenant: the kinds shown on home and mailed, whether the daily digest is mailed, its language.
CREATE TABLE "reminder_preferences" (
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"lease_end" boolean NOT NULL DEFAULT true,
	"indexation" boolean NOT NULL DEFAULT true,
	"payments" boolean NOT NULL DEFAULT true,
	"impairment" boolean NOT NULL DEFAULT true,
	"email_digest" boolean NOT NULL DEFAULT false,
	"language" text NOT NULL DEFAULT 'en',
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_preferences_pkey" PRIMARY KEY ("tenant_id", "user_id"),
	CONSTRAINT "reminder_preferences_language_check" CHECK ("language" in ('en', 'pl'))
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('reminder_preferences');
--> statement-breakpoint
-- One digest per user, tenant and day: the row is claimed before the mail leaves, so two instances never both send it.
CREATE TABLE "reminder_digests" (
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"day" date NOT NULL,
	"recipient" text NOT NULL,
	"item_count" integer NOT NULL,
	"status" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_digests_pkey" PRIMARY KEY ("tenant_id", "user_id", "day"),
	CONSTRAINT "reminder_digests_status_check" CHECK ("status" in ('sending', 'sent', 'failed'))
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('reminder_digests');
--> statement-breakpoint
-- What a user's digests have already told them, so the next one holds only what is new.
CREATE TABLE "reminder_sent_items" (
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"item_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "reminder_sent_items_pkey" PRIMARY KEY ("tenant_id", "user_id", "item_key")
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('reminder_sent_items');
