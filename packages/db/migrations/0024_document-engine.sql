CREATE TABLE "document_number" (
	"business_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"financial_year_id" bigint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_number_business_id_kind_financial_year_id_pk" PRIMARY KEY("business_id","kind","financial_year_id")
);
--> statement-breakpoint
ALTER TABLE "journal" ADD COLUMN "ouid" text;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_ouid_key" ON "journal" USING btree ("business_id","ouid") WHERE "journal"."ouid" is not null;--> statement-breakpoint
-- The next number of a kind's series in a financial year (documents other than journals, whose numbers
-- next_journal_number takes). The counter row is upserted and stays locked to the end of the caller's transaction:
-- the series has no gaps or repeats, and documents of other kinds do not wait for it. A closed year is refused with
-- the product's SQLSTATE 55Y01, as next_journal_number does.
CREATE FUNCTION next_document_number(for_business bigint, for_kind text, for_year bigint) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  year_closed boolean;
  taken integer;
BEGIN
  SELECT closed INTO year_closed FROM financial_year WHERE business_id = for_business AND id = for_year FOR KEY SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'financial year % of business % not found', for_year, for_business;
  END IF;
  IF year_closed THEN
    RAISE EXCEPTION 'financial year % is closed', for_year USING ERRCODE = '55Y01';
  END IF;
  INSERT INTO document_number AS n (business_id, kind, financial_year_id, last_number) VALUES (for_business, for_kind, for_year, 1)
    ON CONFLICT (business_id, kind, financial_year_id) DO UPDATE SET last_number = n.last_number + 1
    RETURNING last_number INTO taken;
  RETURN taken;
END $$;
