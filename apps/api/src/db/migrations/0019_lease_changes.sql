-- Lease changes as versions (DOMAIN §14, issue 29). The agreement row and lease_amortizations / depreciations hold the
-- current version, so every reader (schedule, invoices, reports, entries) reads it unchanged. A change keeps what it
-- replaced: the agreement's terms before it (terms_before, agreement_before) and the rows from k on, moved with their
-- ids into replaced_lease_amortizations / replaced_depreciations, so undo puts back exactly the version before it.
ALTER TABLE "lease_amortizations" ADD COLUMN "remeasurement_amount" numeric(18, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "depreciations" ADD COLUMN "remeasurement_amount" numeric(18, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE "lease_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"tenant_id" integer NOT NULL,
	"lease_agreement_id" integer NOT NULL,
	"version" integer NOT NULL,
	"change_kind" smallint NOT NULL,
	"effective_date" date NOT NULL,
	"entry_date" date NOT NULL,
	"row_number" integer NOT NULL,
	"input" jsonb NOT NULL,
	"terms_before" jsonb NOT NULL,
	"terms_after" jsonb NOT NULL,
	"agreement_before" jsonb NOT NULL,
	"carrying_liability" numeric(18, 2) NOT NULL,
	"carrying_right_of_use" numeric(18, 2) NOT NULL,
	"liability_decrease" numeric(18, 2) NOT NULL,
	"right_of_use_decrease" numeric(18, 2) NOT NULL,
	"gain_or_loss" numeric(18, 2) NOT NULL,
	"remeasured_liability" numeric(18, 2) NOT NULL,
	"liability_adjustment" numeric(18, 2) NOT NULL,
	"right_of_use_after" numeric(18, 2) NOT NULL,
	"further_gain" numeric(18, 2) NOT NULL,
	"liability_remeasurement" numeric(18, 2) NOT NULL,
	"right_of_use_remeasurement" numeric(18, 2) NOT NULL,
	"amortization_rate" double precision NOT NULL,
	"implicit_rate" double precision NOT NULL,
	"sent_line_matches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_changes_tenant_id_id_key" UNIQUE ("tenant_id", "id"),
	CONSTRAINT "lease_changes_agreement_version_key" UNIQUE ("tenant_id", "lease_agreement_id", "version"),
	CONSTRAINT "lease_changes_agreement_fk" FOREIGN KEY ("tenant_id", "lease_agreement_id") REFERENCES "lease_agreements"("tenant_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "lease_changes_entry_date_idx" ON "lease_changes" ("tenant_id", "entry_date");
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('lease_changes');
--> statement-breakpoint
CREATE TABLE "replaced_lease_amortizations" (
	"id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"lease_change_id" integer NOT NULL,
	"lease_agreement_id" integer NOT NULL,
	"period_number" integer NOT NULL,
	"payment_date" date NOT NULL,
	"general_ledger_income_date" date NOT NULL,
	"payment_amount" numeric(18, 2) NOT NULL,
	"interest_amount" numeric(18, 2) NOT NULL,
	"principal_amount" numeric(18, 2) NOT NULL,
	"opening_balance" numeric(18, 2) NOT NULL,
	"closing_balance" numeric(18, 2) NOT NULL,
	"rent_free_amount" numeric(18, 2) NOT NULL,
	"is_billing_month" boolean NOT NULL,
	"increase_rate" numeric(12, 6) NOT NULL,
	"accounting_standard" smallint NOT NULL,
	"cumulative_payment" numeric(18, 2) NOT NULL,
	"remeasurement_amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "replaced_lease_amortizations_pkey" PRIMARY KEY ("tenant_id", "lease_change_id", "period_number"),
	CONSTRAINT "replaced_lease_amortizations_change_fk" FOREIGN KEY ("tenant_id", "lease_change_id") REFERENCES "lease_changes"("tenant_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('replaced_lease_amortizations');
--> statement-breakpoint
CREATE TABLE "replaced_depreciations" (
	"id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"lease_change_id" integer NOT NULL,
	"lease_agreement_id" integer NOT NULL,
	"period_number" integer NOT NULL,
	"begining_of_period" date NOT NULL,
	"end_of_period" date NOT NULL,
	"opening_balance" numeric(18, 2) NOT NULL,
	"depraciation_charge" numeric(18, 2) NOT NULL,
	"closing_balance" numeric(18, 2) NOT NULL,
	"is_deleted" boolean NOT NULL,
	"create_date" timestamp with time zone NOT NULL,
	"remeasurement_amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "replaced_depreciations_pkey" PRIMARY KEY ("tenant_id", "lease_change_id", "period_number"),
	CONSTRAINT "replaced_depreciations_change_fk" FOREIGN KEY ("tenant_id", "lease_change_id") REFERENCES "lease_changes"("tenant_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('replaced_depreciations');
