-- A login belongs to the business that made it (issue 36): only that business sets its password, username, mobile or
-- e-mail, and only while the login is a member of no other. Logins made before this are taken to be their one
-- business's where they are a member of one business only, did not sign up (sign-up confirms a mobile) and are not
-- its owner (its first administrator); every other keeps null, changed by its owner alone.
ALTER TABLE "app_user" ADD COLUMN "created_by_business_id" bigint;--> statement-breakpoint
UPDATE "app_user" u SET "created_by_business_id" = m."business_id"
FROM "membership" m
WHERE m."user_id" = u."id" AND u."mobile" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "membership" o WHERE o."user_id" = u."id" AND o."business_id" <> m."business_id")
  AND u."id" <> (SELECT f."user_id" FROM "membership" f WHERE f."business_id" = m."business_id" AND f."admin"
                 ORDER BY f."created_at", f."user_id" LIMIT 1);
