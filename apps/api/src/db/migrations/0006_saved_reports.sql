-- Reports and accounting (issue 12). A report run is stored with its filter, who ran it and when, and for
-- the lease and settlements reports the agreements it answered, so its Excel download
-- (`.../reports/{id}/excel/{token}`) shows exactly those agreements (an agreement saved later that the filter
-- would match is not in it); the figures themselves are read again from the agreements as they are stored.
-- Accounting runs are rebuilt from their stored request (agreement_ids null).
CREATE TABLE "saved_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id"),
	"kind" text NOT NULL CHECK ("kind" IN ('leaseReport', 'settlementsReport', 'accountingEntries', 'disclosure')),
	"filter" jsonb NOT NULL,
	"agreement_ids" integer[],
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_reports_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('saved_reports');
--> statement-breakpoint
-- Schedule rows by the dates reports and entries select them by (settlements: paymentDate in a period).
CREATE INDEX "lease_amortizations_payment_date_idx" ON "lease_amortizations" USING btree ("tenant_id","payment_date");
--> statement-breakpoint
-- accounting
-- Accounting entries (DOMAIN §7) of a period read only the schedule rows dated in it: paid in it (the index
-- above) or booked in it by ledger date, and the depreciation periods ending in it.
CREATE INDEX "lease_amortizations_ledger_date_idx" ON "lease_amortizations" USING btree ("tenant_id","general_ledger_income_date");
--> statement-breakpoint
CREATE INDEX "depreciations_end_of_period_idx" ON "depreciations" USING btree ("tenant_id","end_of_period");
--> statement-breakpoint
-- Disclosures (DOMAIN §13) without reading whole schedules: each schedule row carries the payments of its
-- agreement up to and including it, so the undiscounted payments between two days are one difference of two
-- rows (the last ones paid by each day) instead of a sum over every row in between. Existing rows are filled
-- by the same running sum, in period order; every write of schedule rows keeps it (figure-rows.ts).
ALTER TABLE "lease_amortizations" ADD COLUMN "cumulative_payment" numeric(18, 2);
--> statement-breakpoint
-- Row-level security is lifted for the migrating owner during the backfill (a superuser is exempt anyway)
-- and forced again, as 0005 does for its backfill.
ALTER TABLE "lease_amortizations" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "lease_amortizations" AS m SET "cumulative_payment" = running."cumulative_payment"
FROM (
	SELECT "id", sum("payment_amount") OVER (PARTITION BY "tenant_id", "lease_agreement_id" ORDER BY "period_number") AS "cumulative_payment"
	FROM "lease_amortizations"
) AS running
WHERE m."id" = running."id";
--> statement-breakpoint
ALTER TABLE "lease_amortizations" ALTER COLUMN "cumulative_payment" SET NOT NULL;
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('lease_amortizations');
