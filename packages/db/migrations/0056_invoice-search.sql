-- Trigram search (pg_trgm) within a business (btree_gin); both ship with PostgreSQL and PGlite, and a database's owner
-- may create them (trusted extensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX "invoice_search_idx" ON "invoice" USING gin ("business_id",translate("description"::text, 'يك', 'یک') gin_trgm_ops,translate("supplier_number"::text, 'يك', 'یک') gin_trgm_ops,translate("number"::text, 'يك', 'یک') gin_trgm_ops);