-- PDF invoices (issue 15): the original file is kept with its report, so the person correcting what was read
-- sees it beside the grid; each line read from it points at it. A report of PDFs grows one file at a time
-- (SPEC §4: the files are sent one after another under one report name).
CREATE TABLE "invoice_pdf_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_pdf_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL REFERENCES "tenants"("id"),
	"invoice_report_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content" bytea NOT NULL,
	"page_count" integer NOT NULL,
	"ocr_page_count" integer NOT NULL,
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_pdf_documents_tenant_id_id_key" UNIQUE ("tenant_id", "id"),
	CONSTRAINT "invoice_pdf_documents_report_fk" FOREIGN KEY ("tenant_id", "invoice_report_id") REFERENCES "invoice_reports"("tenant_id", "id") ON DELETE cascade
);
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('invoice_pdf_documents');
--> statement-breakpoint
CREATE INDEX "invoice_pdf_documents_report_idx" ON "invoice_pdf_documents" USING btree ("tenant_id", "invoice_report_id");
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "pdf_document_id" integer;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_pdf_document_fk" FOREIGN KEY ("tenant_id", "pdf_document_id") REFERENCES "invoice_pdf_documents"("tenant_id", "id") ON DELETE SET NULL ("pdf_document_id");
--> statement-breakpoint
CREATE INDEX "invoice_lines_pdf_document_idx" ON "invoice_lines" USING btree ("tenant_id", "pdf_document_id") WHERE "pdf_document_id" IS NOT NULL;
