-- The ledger's remaining foreign keys give way to checks that run outside the year's numbering lock. A key check
-- runs per row after the writing statement, while the document holds its year for its number, so every document
-- posted at once waited for the checks of the one before (bench/README.md). What each key held is held so:
-- - a line's account and detail account: the posting statement key-share locks those it checks, before numbering;
--   one with lines cannot be deleted (the trigger below, 23503 as the key answered). Lines keep 0 for no detail
--   account, so they never had a key to it, and until now a detail account with postings could be deleted;
-- - a line's journal: lines are written only by the statement that writes or updates their journal; a journal with
--   lines cannot be deleted (they are taken out of the balances and deleted first);
-- - a journal's year: numbering locks the year's row and refuses a missing one; a year with journals cannot be
--   deleted.
ALTER TABLE "journal" DROP CONSTRAINT "journal_business_id_financial_year_id_financial_year_business_id_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_line" DROP CONSTRAINT "journal_line_business_id_journal_id_journal_business_id_id_fk";
--> statement-breakpoint
ALTER TABLE "journal_line" DROP CONSTRAINT "journal_line_business_id_account_id_account_business_id_id_fk";
--> statement-breakpoint
CREATE FUNCTION refuse_deleting_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  referenced boolean;
BEGIN
  -- A deleted row is locked before its BEFORE trigger runs, so a posting that key-share locked it has committed
  -- by now, and each query here sees what it wrote.
  referenced := CASE TG_TABLE_NAME
    WHEN 'account' THEN EXISTS (SELECT 1 FROM journal_line l WHERE l.business_id = OLD.business_id AND l.account_id = OLD.id)
    WHEN 'detail_account' THEN EXISTS (SELECT 1 FROM journal_line l WHERE l.business_id = OLD.business_id AND l.detail_id = OLD.id AND l.detail_id <> 0)
    WHEN 'journal' THEN EXISTS (SELECT 1 FROM journal_line l WHERE l.business_id = OLD.business_id AND l.journal_id = OLD.id)
    WHEN 'financial_year' THEN EXISTS (SELECT 1 FROM journal j WHERE j.business_id = OLD.business_id AND j.financial_year_id = OLD.id)
  END;
  IF referenced THEN
    RAISE EXCEPTION '% % is still referenced by the ledger', TG_TABLE_NAME, OLD.id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_referenced BEFORE DELETE ON account FOR EACH ROW EXECUTE FUNCTION refuse_deleting_referenced();
--> statement-breakpoint
CREATE TRIGGER journal_referenced BEFORE DELETE ON journal FOR EACH ROW EXECUTE FUNCTION refuse_deleting_referenced();
--> statement-breakpoint
CREATE TRIGGER financial_year_referenced BEFORE DELETE ON financial_year FOR EACH ROW EXECUTE FUNCTION refuse_deleting_referenced();
--> statement-breakpoint
CREATE TRIGGER detail_account_referenced BEFORE DELETE ON detail_account FOR EACH ROW EXECUTE FUNCTION refuse_deleting_referenced();
