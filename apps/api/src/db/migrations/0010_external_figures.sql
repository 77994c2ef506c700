-- Another system's figures (issue 16, FORMATS §5): a schedule or a lease calculation imported from a lessor's or an
-- earlier system's file, kept beside ours only to reconcile them (GET /api/leaseagreements/{id}/reconciliation).
-- Nothing else reads these tables: they never stand in for the agreement's own figures. An agreement's import replaces
-- its earlier one; both tables are tenant-scoped under forced row-level security and reference the agreement with its
-- tenant (DESIGN §4), so deleting the agreement row deletes them too.
CREATE TABLE "external_amortizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_amortizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id"),
	"lease_agreement_id" integer NOT NULL,
	"period_number" integer NOT NULL,
	"payment_date" date NOT NULL,
	"payment_amount" numeric(18, 2) NOT NULL,
	"interest_amount" numeric(18, 2) NOT NULL,
	"principal_amount" numeric(18, 2) NOT NULL,
	"closing_balance" numeric(18, 2) NOT NULL,
	-- Optional in the file: null when the other system did not give it (then it is not compared).
	"opening_balance" numeric(18, 2),
	"imported_by" integer NOT NULL REFERENCES "users"("id"),
	"import_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_amortizations_agreement_period_key" UNIQUE ("tenant_id", "lease_agreement_id", "period_number"),
	CONSTRAINT "external_amortizations_agreement_fk" FOREIGN KEY ("tenant_id", "lease_agreement_id") REFERENCES "lease_agreements"("tenant_id", "id") ON DELETE cascade
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('external_amortizations');
--> statement-breakpoint
-- One row per agreement. Every figure is optional (FORMATS §5: "any of"); only those given are compared. Rates and
-- the 90 % test are fractions kept exactly as the file gave them (no scale); interimRate is an amount (DOMAIN §5:
-- the daily interim rent, to the cent).
CREATE TABLE "external_calculations" (
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id"),
	"lease_agreement_id" integer NOT NULL,
	"implicit_rate" numeric,
	"present_value_of_rent" numeric(18, 2),
	"total_present_value_of_lease_payments" numeric(18, 2),
	"cost_of_equipment" numeric(18, 2),
	"ninety_percenatage_test" numeric,
	"interim_rate" numeric(18, 2),
	"imported_by" integer NOT NULL REFERENCES "users"("id"),
	"import_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_calculations_agreement_key" UNIQUE ("tenant_id", "lease_agreement_id"),
	CONSTRAINT "external_calculations_agreement_fk" FOREIGN KEY ("tenant_id", "lease_agreement_id") REFERENCES "lease_agreements"("tenant_id", "id") ON DELETE cascade
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('external_calculations');
