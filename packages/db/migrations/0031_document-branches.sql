ALTER TABLE "composite_payment" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "composite_receipt" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "cost" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "income" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "transfer" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "treasury_payment" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "treasury_receipt" ADD COLUMN "branch_id" bigint;