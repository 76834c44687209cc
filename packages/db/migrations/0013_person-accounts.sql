ALTER TABLE "membership" ADD COLUMN "entrepot_access" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "membership" ADD COLUMN "branch_access" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "membership" ADD COLUMN "department_access" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "membership" ADD COLUMN "financial_access" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "membership" ADD COLUMN "deactive_change_sell_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership" ADD COLUMN "deactive_branch_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "user_id" bigint;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "default_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "woocommerce_id_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "digikala_id" text;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "portal_id" text;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "sazito_id" text;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "webzi_id" text;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "webzi_seller" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "person" ADD COLUMN "webzi_seller_commission" numeric;--> statement-breakpoint
ALTER TABLE "person" ADD CONSTRAINT "person_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "person_user_key" ON "person" USING btree ("business_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_default_account_key" ON "person" USING btree ("business_id") WHERE "person"."default_account";