-- Issue 31 item 1: a password someone else chose or saw (one `npm run create-admin` generated and printed) must be
-- replaced at first sign-in; until then the account's token opens nothing but the password change.
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Authentication reads the flag from its per-process cache (0004): its change must reach every instance too.
DROP TRIGGER users_notify_auth_change ON users;
--> statement-breakpoint
CREATE TRIGGER users_notify_auth_change
  AFTER INSERT OR UPDATE OF security_stamp, role, is_deleted, lockout_end, first_name, last_name, email, must_change_password OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION leasedesk_notify_user_change();
