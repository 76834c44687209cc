ALTER TABLE "business" ADD COLUMN "invoice_delivery" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "entrepot_receipt" ADD COLUMN "invoice_id" bigint;--> statement-breakpoint
ALTER TABLE "entrepot_remittance" ADD COLUMN "invoice_id" bigint;--> statement-breakpoint
ALTER TABLE "entrepot_temp_receipt" ADD COLUMN "invoice_id" bigint;--> statement-breakpoint
ALTER TABLE "entrepot_transfer_remittance" ADD COLUMN "invoice_id" bigint;--> statement-breakpoint
ALTER TABLE "entrepot_use_remittance" ADD COLUMN "invoice_id" bigint;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "delivery" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_product_stock" ADD COLUMN "invoice_id" bigint;--> statement-breakpoint
ALTER TABLE "warehouse_handling" ADD COLUMN "invoice_id" bigint;--> statement-breakpoint
CREATE INDEX "entrepot_receipt_invoice_idx" ON "entrepot_receipt" USING btree ("business_id","invoice_id") WHERE "entrepot_receipt"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "entrepot_remittance_invoice_idx" ON "entrepot_remittance" USING btree ("business_id","invoice_id") WHERE "entrepot_remittance"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "entrepot_temp_receipt_invoice_idx" ON "entrepot_temp_receipt" USING btree ("business_id","invoice_id") WHERE "entrepot_temp_receipt"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "entrepot_transfer_remittance_invoice_idx" ON "entrepot_transfer_remittance" USING btree ("business_id","invoice_id") WHERE "entrepot_transfer_remittance"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "entrepot_use_remittance_invoice_idx" ON "entrepot_use_remittance" USING btree ("business_id","invoice_id") WHERE "entrepot_use_remittance"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "transfer_product_stock_invoice_idx" ON "transfer_product_stock" USING btree ("business_id","invoice_id") WHERE "transfer_product_stock"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "warehouse_handling_invoice_idx" ON "warehouse_handling" USING btree ("business_id","invoice_id") WHERE "warehouse_handling"."invoice_id" is not null;--> statement-breakpoint
-- The account a purchase delivered by receipts posts its goods to until they arrive (issue 17), beside inventory,
-- added to every business whose chart has that total account, where the number is free and no account plays the part.
INSERT INTO "account" ("business_id", "level", "parent_id", "number", "code", "name", "nature", "kind", "system_role")
SELECT p."business_id", 'given', p."id", '02', p."code" || '02', 'کالای در راه', 'debtor', p."kind", 'goodsInTransit'
FROM "account" p
WHERE p."level" = 'total' AND p."name" = 'موجودی کالا'
  AND NOT EXISTS (SELECT 1 FROM "account" a WHERE a."business_id" = p."business_id" AND (a."code" = p."code" || '02' OR a."system_role" = 'goodsInTransit'));
