CREATE TABLE "account_day_balance" (
	"business_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"day" date NOT NULL,
	"debit" numeric DEFAULT '0' NOT NULL,
	"credit" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "account_day_balance_business_id_account_id_day_pk" PRIMARY KEY("business_id","account_id","day")
);
--> statement-breakpoint
ALTER TABLE "account_day_balance" ADD CONSTRAINT "account_day_balance_business_id_account_id_account_business_id_id_fk" FOREIGN KEY ("business_id","account_id") REFERENCES "public"."account"("business_id","id") ON DELETE no action ON UPDATE no action;