-- Documents and activity-log rows keep no foreign key to business or app_user. Checking such a key key-share
-- locks a row every write of the business shares; documents posted at once make that lock a MultiXact each,
-- which cost about a fifth of PostgreSQL's work a document (bench/README.md). A journal's business is still held
-- by its key to the financial year; businesses and users are never deleted, and both come from the signed-in actor.
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_business_id_business_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_user_id_app_user_id_fk";
--> statement-breakpoint
ALTER TABLE "journal" DROP CONSTRAINT "journal_business_id_business_id_fk";
--> statement-breakpoint
ALTER TABLE "journal" DROP CONSTRAINT "journal_created_by_app_user_id_fk";
