CREATE TABLE "contractor_search_terms" (
	"tenant_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "contractor_search_terms_tenant_id_contractor_id_term_pk" PRIMARY KEY("tenant_id","contractor_id","term")
);
--> statement-breakpoint
CREATE TABLE "contractors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contractors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"tax_id" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractors_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_persons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_persons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_persons_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "contractor_search_terms" ADD CONSTRAINT "contractor_search_terms_contractor_fk" FOREIGN KEY ("tenant_id","contractor_id") REFERENCES "public"."contractors"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_persons" ADD CONSTRAINT "sales_persons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractor_search_terms_prefix_idx" ON "contractor_search_terms" USING btree ("tenant_id","term" text_pattern_ops,"contractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contractors_tenant_tax_id_live_key" ON "contractors" USING btree ("tenant_id","tax_id") WHERE not "contractors"."is_deleted";--> statement-breakpoint
CREATE INDEX "contractors_tenant_name_live_idx" ON "contractors" USING btree ("tenant_id","name","id") WHERE not "contractors"."is_deleted";--> statement-breakpoint
-- Search folding: lower case and the Polish letters without diacritics (both cases spelled out, so
-- the result does not depend on the database's ctype). Immutable and inlinable: the services fold
-- the user's query with the same function, so both sides always agree.
CREATE OR REPLACE FUNCTION leasedesk_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN translate(lower(value), 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż', 'acelnoszzacelnoszz');
--> statement-breakpoint
-- What a contractor is found by: each folded word of its name, and its tax id digits.
CREATE OR REPLACE FUNCTION leasedesk_contractor_search_terms(name text, tax_id text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT term FROM regexp_split_to_table(leasedesk_fold(name), '[^[:alnum:]]+') AS term WHERE term <> ''
  UNION
  SELECT tax_id
$$;
--> statement-breakpoint
-- The terms follow every write to contractors, whoever makes it (services, seed, bulk loads): one
-- statement-level trigger per event, with transition tables, so a bulk insert indexes in one pass.
-- They run as the writing role, so row-level security applies to the terms as to the contractors.
CREATE OR REPLACE FUNCTION leasedesk_index_inserted_contractors() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contractor_search_terms (tenant_id, contractor_id, term)
  SELECT n.tenant_id, n.id, t.term
  FROM inserted_contractors n CROSS JOIN LATERAL leasedesk_contractor_search_terms(n.name, n.tax_id) AS t(term);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leasedesk_index_updated_contractors() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose name or tax id changed: toggling is_deleted keeps the terms (queries skip deleted rows).
  DELETE FROM contractor_search_terms s
  USING previous_contractors o JOIN updated_contractors n ON n.id = o.id
  WHERE s.tenant_id = o.tenant_id AND s.contractor_id = o.id
    AND (o.name, o.tax_id) IS DISTINCT FROM (n.name, n.tax_id);
  INSERT INTO contractor_search_terms (tenant_id, contractor_id, term)
  SELECT n.tenant_id, n.id, t.term
  FROM previous_contractors o JOIN updated_contractors n ON n.id = o.id
  CROSS JOIN LATERAL leasedesk_contractor_search_terms(n.name, n.tax_id) AS t(term)
  WHERE (o.name, o.tax_id) IS DISTINCT FROM (n.name, n.tax_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contractors_search_terms_on_insert AFTER INSERT ON contractors
REFERENCING NEW TABLE AS inserted_contractors
FOR EACH STATEMENT EXECUTE FUNCTION leasedesk_index_inserted_contractors();
--> statement-breakpoint
CREATE TRIGGER contractors_search_terms_on_update AFTER UPDATE ON contractors
REFERENCING OLD TABLE AS previous_contractors NEW TABLE AS updated_contractors
FOR EACH STATEMENT EXECUTE FUNCTION leasedesk_index_updated_contractors();
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('contractors');
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('contractor_search_terms');
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('sales_persons');
