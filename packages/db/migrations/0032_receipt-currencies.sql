ALTER TABLE "treasury_payment" ADD COLUMN "currency_id" bigint;--> statement-breakpoint
ALTER TABLE "treasury_payment" ADD COLUMN "rate" numeric;--> statement-breakpoint
ALTER TABLE "treasury_receipt" ADD COLUMN "currency_id" bigint;--> statement-breakpoint
ALTER TABLE "treasury_receipt" ADD COLUMN "rate" numeric;