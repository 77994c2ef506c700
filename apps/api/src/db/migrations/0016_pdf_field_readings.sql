-- What a PDF says beyond SPEC's line (issue 26): the seller's bank account as printed, and how the reader got each
-- field (read, derived and from what, missing; `corrected` once a person corrected it). Null for CSV and KSeF lines.
ALTER TABLE "invoice_lines" ADD COLUMN "bank_account" text;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "field_readings" jsonb;
