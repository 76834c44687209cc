-- Each move of the access version is told, when it commits, to every process that LISTENs (issue 36): such a
-- process no longer reads the version on every request. The payload is the version moved to.
CREATE OR REPLACE FUNCTION bump_access_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1 RETURNING version INTO moved;
  PERFORM pg_notify('hesab_access_version', moved::text);
  RETURN NULL;
END $$;
