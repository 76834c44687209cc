ALTER TABLE "invoice" ADD COLUMN "payments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "paid" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "treasury_payment" ADD COLUMN "invoice_id" bigint;--> statement-breakpoint
ALTER TABLE "treasury_receipt" ADD COLUMN "invoice_id" bigint;--> statement-breakpoint
CREATE INDEX "treasury_payment_invoice_idx" ON "treasury_payment" USING btree ("business_id","invoice_id") WHERE "treasury_payment"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "treasury_receipt_invoice_idx" ON "treasury_receipt" USING btree ("business_id","invoice_id") WHERE "treasury_receipt"."invoice_id" is not null;