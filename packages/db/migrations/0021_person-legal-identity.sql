ALTER TABLE "person" ADD COLUMN "national_id" text;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "registration_number" text;