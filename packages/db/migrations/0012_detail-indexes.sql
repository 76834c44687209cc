ALTER TABLE "person" DROP CONSTRAINT "person_business_id_opening_journal_id_journal_business_id_id_fk";
--> statement-breakpoint
CREATE INDEX "account_balance_detail_idx" ON "account_balance" USING btree ("business_id","detail_id","day") WHERE "account_balance"."detail_id" <> 0;--> statement-breakpoint
CREATE INDEX "journal_line_detail_idx" ON "journal_line" USING btree ("business_id","detail_id","date") WHERE "journal_line"."detail_id" <> 0;