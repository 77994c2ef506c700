-- Contractors at 100 000 (issue 11): search finds fragments inside words, and lists page and sort on the
-- server in Polish alphabetical order, both through indexes the planner may use under forced row-level
-- security (ARCHITECTURE §5: only leakproof operators such as = and ^@ reach an index there).
--
-- The words of a name, folded (leasedesk_fold: lower case, Polish letters without diacritics) and split
-- at anything that is not a letter or digit. The query is split by this very function, so a query and
-- a name always agree on what a word is. ROWS: the planner's guess for a set-returning function is
-- 1 000 rows, which made PostgreSQL JIT-compile every call inside the triggers (7.5 s instead of 1 s
-- for 2 000 contractors).
CREATE OR REPLACE FUNCTION leasedesk_search_words(value text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE ROWS 8
AS $$
  SELECT word FROM regexp_split_to_table(leasedesk_fold(value), '[^[:alnum:]]+') AS word WHERE word <> ''
$$;
--> statement-breakpoint
-- The trigrams of the words of a text, folded: every 3 characters in a row within one word, marked with
-- a leading '~' so they never answer a prefix search on words (a word holds letters and digits only).
-- A word shorter than 3 has none. The same function gives the trigrams of a name and of a query word.
CREATE OR REPLACE FUNCTION leasedesk_trigrams(value text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE ROWS 30
AS $$
  SELECT DISTINCT '~' || substr(folded, i, 3)
  FROM leasedesk_fold(value) AS folded CROSS JOIN generate_series(1, char_length(folded) - 2) AS i
  WHERE substr(folded, i, 3) !~ '[^[:alnum:]]'
$$;
--> statement-breakpoint
-- What a contractor is found by (replaces 0002's; the triggers call it by name): each folded word of its
-- name (prefix search of 1- and 2-character query words), the trigrams of those words (a longer query
-- word is found inside a word: every one of its trigrams, then the folded name checked to contain it),
-- and its tax id digits.
CREATE OR REPLACE FUNCTION leasedesk_contractor_search_terms(name text, tax_id text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE ROWS 40
AS $$
  SELECT leasedesk_search_words(name)
  UNION
  SELECT leasedesk_trigrams(name)
  UNION
  SELECT tax_id
$$;
--> statement-breakpoint
-- Polish alphabetical order, case-insensitive, as a text whose byte order ("C") is that order, so one
-- btree index pages it on PostgreSQL and on PGlite alike (PGlite has no ICU collations). Upper case
-- letters are lowered (ASCII by lower under "C", Polish and common foreign ones by translate, so the
-- key does not depend on the database's ctype); foreign accented letters sort as their base letter;
-- each Polish letter becomes its base letter and a mark above every letter and digit:
-- a < ą ('a~') < b, l < ł ('l~') < m, z < ź ('z}') < ż ('z~').
CREATE OR REPLACE FUNCTION leasedesk_sort_key(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN replace(replace(replace(replace(replace(replace(replace(replace(replace(
  translate(
    lower(value COLLATE "C"),
    'ĄĆĘŁŃÓŚŹŻÀÁÂÃÄÅàáâãäåÇçČčĎďÈÉÊËĚèéêëěÌÍÎÏìíîïŇňÑñÒÔÕÖØŐòôõöøőŘřŠšŤťÙÚÛÜŮŰùúûüůűÝýÿŽž',
    'ąćęłńóśźżaaaaaaaaaaaaccccddeeeeeeeeeeiiiiiiiinnnnoooooooooooorrssttuuuuuuuuuuuuyyyzz'),
  'ą', 'a~'), 'ć', 'c~'), 'ę', 'e~'), 'ł', 'l~'), 'ń', 'n~'), 'ó', 'o~'), 'ś', 's~'), 'ź', 'z}'), 'ż', 'z~') COLLATE "C";
--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "sort_key" text COLLATE "C" GENERATED ALWAYS AS (leasedesk_sort_key("name")) STORED NOT NULL;
--> statement-breakpoint
-- The list by name: a tenant's live contractors in sort-key order, ties by id (pages never overlap).
CREATE INDEX "contractors_tenant_sort_key_live_idx" ON "contractors" USING btree ("tenant_id","sort_key","id") WHERE not "contractors"."is_deleted";
--> statement-breakpoint
-- Replaced by the sort key: nothing orders contractors by the raw name any more.
DROP INDEX IF EXISTS "contractors_tenant_name_live_idx";
--> statement-breakpoint
-- How many live contractors each tenant has: the whole list's count read in one row instead of counted
-- over the index every time (30 ms for 100 000 contractors on PGlite). Kept by statement-level triggers
-- on contractors, like the search terms, whoever writes; only a write that changes the count touches it
-- (creating, deleting, restoring), so renames never wait on it. A tenant without a row has none.
CREATE TABLE "contractor_counts" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"live" integer NOT NULL,
	CONSTRAINT "contractor_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action
);
--> statement-breakpoint
-- Adds each tenant's change (live rows after minus live rows before) to its count, in tenant order so
-- two statements touching the same tenants lock their rows in one order.
CREATE OR REPLACE FUNCTION leasedesk_add_to_contractor_counts(tenant_ids integer[], changes integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO contractor_counts AS counts (tenant_id, live)
  SELECT tenant_id, sum(change)::integer FROM unnest(tenant_ids, changes) AS c(tenant_id, change)
  GROUP BY tenant_id HAVING sum(change) <> 0 ORDER BY tenant_id
  ON CONFLICT (tenant_id) DO UPDATE SET live = counts.live + excluded.live
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leasedesk_count_inserted_contractors() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM leasedesk_add_to_contractor_counts(array_agg(tenant_id), array_agg(1)) FROM inserted_contractors WHERE NOT is_deleted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leasedesk_count_updated_contractors() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM leasedesk_add_to_contractor_counts(array_agg(tenant_id), array_agg(change))
  FROM (
    SELECT tenant_id, 1 AS change FROM updated_contractors WHERE NOT is_deleted
    UNION ALL
    SELECT tenant_id, -1 FROM previous_contractors WHERE NOT is_deleted
  ) AS changes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leasedesk_count_deleted_contractors() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM leasedesk_add_to_contractor_counts(array_agg(tenant_id), array_agg(-1)) FROM deleted_contractors WHERE NOT is_deleted;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leasedesk_count_truncated_contractors() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM contractor_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contractors_count_on_insert AFTER INSERT ON contractors
REFERENCING NEW TABLE AS inserted_contractors
FOR EACH STATEMENT EXECUTE FUNCTION leasedesk_count_inserted_contractors();
--> statement-breakpoint
CREATE TRIGGER contractors_count_on_update AFTER UPDATE ON contractors
REFERENCING OLD TABLE AS previous_contractors NEW TABLE AS updated_contractors
FOR EACH STATEMENT EXECUTE FUNCTION leasedesk_count_updated_contractors();
--> statement-breakpoint
CREATE TRIGGER contractors_count_on_delete AFTER DELETE ON contractors
REFERENCING OLD TABLE AS deleted_contractors
FOR EACH STATEMENT EXECUTE FUNCTION leasedesk_count_deleted_contractors();
--> statement-breakpoint
CREATE TRIGGER contractors_count_on_truncate AFTER TRUNCATE ON contractors
FOR EACH STATEMENT EXECUTE FUNCTION leasedesk_count_truncated_contractors();
--> statement-breakpoint
-- Backfill: the new terms of every existing contractor (the triggers keep them from now on). Row-level
-- security is lifted for the migrating owner meanwhile (a superuser is exempt anyway) and forced again.
ALTER TABLE "contractors" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "contractor_search_terms" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "contractor_search_terms" ("tenant_id", "contractor_id", "term")
SELECT c.tenant_id, c.id, t.term
FROM "contractors" c CROSS JOIN LATERAL leasedesk_contractor_search_terms(c.name, c.tax_id) AS t(term)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "contractor_counts" ("tenant_id", "live")
SELECT tenant_id, count(*) FROM "contractors" WHERE NOT is_deleted GROUP BY tenant_id;
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('contractors');
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('contractor_search_terms');
--> statement-breakpoint
SELECT leasedesk_enable_tenant_rls('contractor_counts');
