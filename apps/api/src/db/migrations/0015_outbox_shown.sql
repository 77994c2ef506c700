-- Issue 31 item 2: the outbox (mails kept instead of sent when SMTP_URL is unset, demo only) is read by administrators
-- through the product, and a mail's reset link is shown once: on the first read its text and html are replaced by a
-- version with the tokens cut out, and the time of that read is kept here.
ALTER TABLE "outbox" ADD COLUMN "shown_at" timestamp with time zone;
