-- Issue 24 item 4: a failed sign-in kept what was typed into the e-mail box as its user name, and a password typed
-- into the wrong box sat in clear in a trail administrators read. From now on an entry names the account when the
-- e-mail exists (its address at that moment, which is also the entry's label) and otherwise nothing but that an
-- unknown account was tried, with the address the request came from, which every entry now keeps.
ALTER TABLE "audit_entries" ADD COLUMN "client_ip" text;
--> statement-breakpoint
-- The trail is append-only for the application; this one correction of what it already holds removes the typed
-- text from the entries written before: the account's address where there was an account (the label), else none.
ALTER TABLE "audit_entries" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "audit_entries" SET "user_name" = "label" WHERE "action" = 'signInFailed' AND "user_name" IS DISTINCT FROM "label";
--> statement-breakpoint
ALTER TABLE "audit_entries" FORCE ROW LEVEL SECURITY;
