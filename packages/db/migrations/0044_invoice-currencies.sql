ALTER TABLE "invoice" ADD COLUMN "currency_id" bigint;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "rate" numeric;