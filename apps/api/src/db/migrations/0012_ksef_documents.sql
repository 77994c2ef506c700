-- Invoices as KSeF delivers them (issue 23, FORMATS §3): the invoice's KSeF number, the kind of document, the VAT
-- rate's code as the document states it (`zw`, `np I`, `0 KR` are all rate 0 but not the same for the VAT return),
-- and for a correction the corrected invoice, the reason and, per position, the state before when the file gave it
-- (the line itself holds the difference the correction makes).
ALTER TABLE "invoice_lines" ADD COLUMN "ksef_number" text;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "invoice_kind" text;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "vat_rate_code" text;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "corrected_invoice_number" text;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "corrected_ksef_number" text;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "corrected_invoice_date" date;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "correction_reason" text;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "position_net_amount_before" numeric(18, 2);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "position_vat_amount_before" numeric(18, 2);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "position_gross_amount_before" numeric(18, 2);
--> statement-breakpoint
-- The same invoice is refused a second time: looked up by its KSeF number, else by seller, number and date.
CREATE INDEX "invoice_lines_ksef_number_idx" ON "invoice_lines" USING btree ("tenant_id", "ksef_number") WHERE "ksef_number" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "invoice_lines_seller_invoice_idx" ON "invoice_lines" USING btree ("tenant_id", "tax_id", "invoice_number", "invoice_date");
