-- Bulk imports stream their rows by COPY into a temporary table of their transaction and insert them into the tenant
-- tables from there (COPY FROM is refused on a table under row-level security). PUBLIC may create temporary tables
-- by default, but a server set up with that revoked would fail every import on PostgreSQL: the app's role is granted
-- it by name. The database is the current one, whatever it is called.
DO $$
BEGIN
  EXECUTE format('GRANT TEMPORARY ON DATABASE %I TO leasedesk_app', current_database());
END
$$;
