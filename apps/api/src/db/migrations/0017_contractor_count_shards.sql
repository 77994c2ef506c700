-- The live count of a tenant's contractors was one row per tenant: every creation, deletion or restore locked
-- that row until its transaction ended, so a tenant's concurrent creations queued on it one after another (under
-- load most waiting writers waited there). The count is now spread over shards: a transaction adds to the shard of
-- its connection (pg_backend_pid() modulo 16, so one transaction touches one shard and keeps the tenant order
-- against deadlocks), and the count is the sum of the tenant's shards. A shard may go below zero (a contractor
-- created through one connection and deleted through another); only the sum means anything. The view
-- contractor_counts reads as the table did (one row per tenant that ever had a count), under the reader's own
-- row-level security (security_invoker).
CREATE TABLE "contractor_count_shards" (
	"tenant_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "contractor_count_shards_pkey" PRIMARY KEY ("tenant_id", "shard"),
	CONSTRAINT "contractor_count_shards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leasedesk_add_to_contractor_counts(tenant_ids integer[], changes integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO contractor_count_shards AS counts (tenant_id, shard, live)
  SELECT tenant_id, (pg_backend_pid() % 16)::smallint, sum(change)::integer FROM unnest(tenant_ids, changes) AS c(tenant_id, change)
  GROUP BY tenant_id HAVING sum(change) <> 0 ORDER BY tenant_id
  ON CONFLICT (tenant_id, shard) DO UPDATE SET live = counts.live + excluded.live
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leasedesk_count_truncated_contractors() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM contractor_count_shards;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The counts so far become shard 0. Row-level security is lifted for the migrating owner meanwhile and forced again.
ALTER TABLE "contractor_counts" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "contractor_count_shards" ("tenant_id", "shard", "live")
SELECT tenant_id, 0, live FROM "contractor_counts";
--> statement-breakpoint
DROP TABLE "contractor_counts";
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('contractor_count_shards');
--> statement-breakpoint
CREATE VIEW "contractor_counts" WITH (security_invoker = true) AS
SELECT tenant_id, sum(live)::integer AS live FROM "contractor_count_shards" GROUP BY tenant_id;
--> statement-breakpoint
GRANT SELECT ON "contractor_counts" TO leasedesk_app;
