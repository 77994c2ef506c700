-- Bulk imports stream their rows by COPY into a temporary table of their transaction and insert them into the tenant
-- tables from there (COPY FROM is refused on a table under row-level security). PUBLIC may create temporary tables
-- by default, but a server set up with that revoked would fail every import on PostgreSQL: the app's role is granted
-- it by name when it does not hold it already. Only then: PGlite (which never stages by COPY and where PUBLIC keeps the
-- privilege) fails the catalog update of a GRANT on its database with "tuple concurrently deleted". The database is
-- the current one, whatever it is called.
DO $$
BEGIN
  IF NOT has_database_privilege('leasedesk_app', current_database(), 'TEMPORARY') THEN
    EXECUTE format('GRANT TEMPORARY ON DATABASE %I TO leasedesk_app', current_database());
  END IF;
END
$$;
