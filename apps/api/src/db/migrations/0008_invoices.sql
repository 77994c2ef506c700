-- Invoices (issue 14): a named report of invoice lines from one source (CSV, KSeF XML, later PDF), each
-- line matched to an agreement and a schedule row of the same tenant (DOMAIN §11), corrected, and sent
-- to the accounting system in an export. Every table is tenant-scoped under forced row-level security and
-- references other rows with the tenant (DESIGN §4).
ALTER TABLE "lease_amortizations" ADD CONSTRAINT "lease_amortizations_tenant_id_id_key" UNIQUE ("tenant_id", "id");
--> statement-breakpoint
-- Matching looks up the schedule row of an agreement by the month of its payment date.
CREATE INDEX "lease_amortizations_agreement_payment_date_idx" ON "lease_amortizations" USING btree ("tenant_id", "lease_agreement_id", "payment_date");
--> statement-breakpoint
CREATE TABLE "invoice_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id"),
	"name" text NOT NULL,
	"source" text NOT NULL CHECK ("source" IN ('csv', 'ksef', 'pdf')),
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reports_tenant_id_id_key" UNIQUE ("tenant_id", "id")
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('invoice_reports');
--> statement-breakpoint
-- A name is unique among the tenant's live reports; another tenant, or a deleted report, may share it.
CREATE UNIQUE INDEX "invoice_reports_tenant_name_live_key" ON "invoice_reports" USING btree ("tenant_id", "name") WHERE NOT "is_deleted";
--> statement-breakpoint
CREATE INDEX "invoice_reports_tenant_create_date_idx" ON "invoice_reports" USING btree ("tenant_id", "create_date");
--> statement-breakpoint
-- One send to the accounting system (POST /api/extensivereport/send): its lines point at it.
CREATE TABLE "invoice_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id"),
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_exports_tenant_id_id_key" UNIQUE ("tenant_id", "id")
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('invoice_exports');
--> statement-breakpoint
-- One invoice position. Every field of SPEC §3's line may be missing (a KSeF or PDF invoice need not name
-- the agreement): such a line is stored incomplete and corrected under /invoiceErrors. The match flags and
-- the completeness flag are generated from the stored values, so no write path can leave them stale, and a
-- schedule row that is replaced unmatches its lines (SET NULL) until they are matched again.
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"invoice_report_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"contractor_name" text,
	"tax_id" text,
	"agreement_number" text,
	"schedule_number" text,
	"invoice_number" text,
	"position_description" text,
	"position_net_amount_pln" numeric(18, 2),
	"position_vat_amount_pln" numeric(18, 2),
	"position_gross_amount_pln" numeric(18, 2),
	"position_net_amount_currency" numeric(18, 2),
	"position_vat_amount_currency" numeric(18, 2),
	"position_gross_amount_currency" numeric(18, 2),
	"invoice_net_amount_pln" numeric(18, 2),
	"invoice_gross_amount_pln" numeric(18, 2),
	"invoice_net_amount_currency" numeric(18, 2),
	"invoice_gross_amount_currency" numeric(18, 2),
	"vat_rate" numeric,
	"currency" text,
	"exchange_rate" numeric,
	"invoice_date" date,
	"payment_date" date,
	"income_date" date,
	"period_invoiced" date,
	"factoring_contract_number" text,
	"contractor_id" integer,
	"lease_agreement_id" integer,
	"lease_amortization_id" integer,
	"interests" numeric(18, 2),
	"principal" numeric(18, 2),
	"is_pdf_based" boolean DEFAULT false NOT NULL,
	"invoice_export_id" integer,
	-- Bumped on every write of the line's invoice: a correction based on an older reading is refused (409).
	"revision" integer DEFAULT 1 NOT NULL,
	"does_agreement_exist" boolean GENERATED ALWAYS AS ("lease_agreement_id" IS NOT NULL) STORED,
	"does_amortization_exist" boolean GENERATED ALWAYS AS ("lease_amortization_id" IS NOT NULL) STORED,
	"are_invoice_details_complete" boolean GENERATED ALWAYS AS (
		coalesce("contractor_name", '') <> '' AND coalesce("tax_id", '') <> '' AND coalesce("agreement_number", '') <> ''
		AND coalesce("schedule_number", '') <> '' AND coalesce("invoice_number", '') <> '' AND coalesce("currency", '') <> ''
		AND "invoice_date" IS NOT NULL AND "payment_date" IS NOT NULL AND "vat_rate" IS NOT NULL
		AND "position_net_amount_pln" IS NOT NULL AND "position_vat_amount_pln" IS NOT NULL AND "invoice_gross_amount_pln" IS NOT NULL
		AND "lease_agreement_id" IS NOT NULL AND "lease_amortization_id" IS NOT NULL
	) STORED,
	CONSTRAINT "invoice_lines_tenant_id_id_key" UNIQUE ("tenant_id", "id"),
	CONSTRAINT "invoice_lines_report_fk" FOREIGN KEY ("tenant_id", "invoice_report_id") REFERENCES "invoice_reports"("tenant_id", "id") ON DELETE cascade,
	CONSTRAINT "invoice_lines_contractor_fk" FOREIGN KEY ("tenant_id", "contractor_id") REFERENCES "contractors"("tenant_id", "id") ON DELETE SET NULL ("contractor_id"),
	CONSTRAINT "invoice_lines_agreement_fk" FOREIGN KEY ("tenant_id", "lease_agreement_id") REFERENCES "lease_agreements"("tenant_id", "id") ON DELETE SET NULL ("lease_agreement_id"),
	CONSTRAINT "invoice_lines_amortization_fk" FOREIGN KEY ("tenant_id", "lease_amortization_id") REFERENCES "lease_amortizations"("tenant_id", "id") ON DELETE SET NULL ("lease_amortization_id"),
	CONSTRAINT "invoice_lines_export_fk" FOREIGN KEY ("tenant_id", "invoice_export_id") REFERENCES "invoice_exports"("tenant_id", "id"),
	CONSTRAINT "invoice_lines_vat_rate_check" CHECK ("vat_rate" IS NULL OR "vat_rate" BETWEEN 0 AND 1),
	CONSTRAINT "invoice_lines_exchange_rate_check" CHECK ("exchange_rate" IS NULL OR "exchange_rate" >= 0)
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('invoice_lines');
--> statement-breakpoint
CREATE INDEX "invoice_lines_report_invoice_idx" ON "invoice_lines" USING btree ("tenant_id", "invoice_report_id", "invoice_number");
--> statement-breakpoint
CREATE INDEX "invoice_lines_agreement_idx" ON "invoice_lines" USING btree ("tenant_id", "lease_agreement_id") WHERE "lease_agreement_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "invoice_lines_amortization_idx" ON "invoice_lines" USING btree ("tenant_id", "lease_amortization_id") WHERE "lease_amortization_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "invoice_lines_export_idx" ON "invoice_lines" USING btree ("tenant_id", "invoice_export_id") WHERE "invoice_export_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "invoice_lines_contractor_idx" ON "invoice_lines" USING btree ("tenant_id", "contractor_id") WHERE "contractor_id" IS NOT NULL;
--> statement-breakpoint
-- An agreement lookup by the contractor's tax id, contract and schedule number (the live ones).
CREATE INDEX "lease_agreements_numbers_live_idx" ON "lease_agreements" USING btree ("tenant_id", "contract_number", "schedule_number") WHERE NOT "is_deleted";
--> statement-breakpoint
-- After an agreement is saved, its unsent lines are matched again by its contract and schedule number.
CREATE INDEX "invoice_lines_unsent_numbers_idx" ON "invoice_lines" USING btree ("tenant_id", "agreement_number", "schedule_number") WHERE "invoice_export_id" IS NULL;
