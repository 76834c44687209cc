CREATE TABLE "access_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "access_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Once a statement: a login's new token changes nobody's access, so tokens count only when revoked or removed.
CREATE FUNCTION bump_access_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE access_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER session_token_access AFTER UPDATE OR DELETE ON "session_token" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();--> statement-breakpoint
CREATE TRIGGER app_user_access AFTER UPDATE OR DELETE ON "app_user" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();--> statement-breakpoint
CREATE TRIGGER membership_access AFTER INSERT OR UPDATE OR DELETE ON "membership" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();--> statement-breakpoint
CREATE TRIGGER role_access AFTER UPDATE OR DELETE ON "role" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();--> statement-breakpoint
CREATE TRIGGER business_access AFTER UPDATE OR DELETE ON "business" FOR EACH STATEMENT EXECUTE FUNCTION bump_access_version();
