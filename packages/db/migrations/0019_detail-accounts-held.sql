-- A detail account the ledger's lines point at cannot be deleted either (lines keep 0 for none, so they never had a
-- key to it): the delete trigger of migration 0018 learns detail accounts, and the posting statement key-share
-- locks the detail accounts it checks, as it does the given accounts.
CREATE OR REPLACE FUNCTION refuse_deleting_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER detail_account_referenced BEFORE DELETE ON detail_account FOR EACH ROW EXECUTE FUNCTION refuse_deleting_referenced();
