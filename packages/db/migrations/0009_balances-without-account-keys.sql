ALTER TABLE "account_balance" DROP CONSTRAINT "account_balance_business_id_account_id_account_business_id_id_fk";
--> statement-breakpoint
ALTER TABLE "account_day_balance" DROP CONSTRAINT "account_day_balance_business_id_account_id_account_business_id_id_fk";
