CREATE INDEX "composite_payment_removed_idx" ON "composite_payment" USING btree ("business_id","removed_at") WHERE "composite_payment"."removed_at" is not null;--> statement-breakpoint
CREATE INDEX "composite_receipt_removed_idx" ON "composite_receipt" USING btree ("business_id","removed_at") WHERE "composite_receipt"."removed_at" is not null;--> statement-breakpoint
CREATE INDEX "cost_removed_idx" ON "cost" USING btree ("business_id","removed_at") WHERE "cost"."removed_at" is not null;--> statement-breakpoint
CREATE INDEX "income_removed_idx" ON "income" USING btree ("business_id","removed_at") WHERE "income"."removed_at" is not null;--> statement-breakpoint
CREATE INDEX "invoice_removed_idx" ON "invoice" USING btree ("business_id","removed_at") WHERE "invoice"."removed_at" is not null;--> statement-breakpoint
CREATE INDEX "transfer_removed_idx" ON "transfer" USING btree ("business_id","removed_at") WHERE "transfer"."removed_at" is not null;--> statement-breakpoint
CREATE INDEX "treasury_payment_removed_idx" ON "treasury_payment" USING btree ("business_id","removed_at") WHERE "treasury_payment"."removed_at" is not null;--> statement-breakpoint
CREATE INDEX "treasury_receipt_removed_idx" ON "treasury_receipt" USING btree ("business_id","removed_at") WHERE "treasury_receipt"."removed_at" is not null;