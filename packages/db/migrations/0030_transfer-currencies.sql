ALTER TABLE "transfer" ADD COLUMN "to_amount" numeric;--> statement-breakpoint
ALTER TABLE "transfer" ADD COLUMN "rate" numeric;