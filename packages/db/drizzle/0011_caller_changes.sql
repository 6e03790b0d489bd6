-- Who may do what changed: the API's caller cache (apps/server/src/plugins/caller-cache.ts) on
-- every instance forgets its callers when this channel is notified. Statement-level, and
-- PostgreSQL folds a transaction's identical notifications into one.
CREATE FUNCTION notify_caller_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_caller_changes', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER partner_users_caller_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partner_users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_caller_changes();
--> statement-breakpoint
CREATE TRIGGER partner_accounts_caller_changes AFTER UPDATE OR DELETE OR TRUNCATE ON partner_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_caller_changes();
--> statement-breakpoint
CREATE TRIGGER platform_admins_caller_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON platform_admins
  FOR EACH STATEMENT EXECUTE FUNCTION notify_caller_changes();
--> statement-breakpoint
CREATE TRIGGER users_caller_changes AFTER UPDATE OF email OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_caller_changes();
