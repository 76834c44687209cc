-- A permanent accounting document is never edited in place: its lines cannot change or go, and the document
-- itself cannot go back to temporary or be deleted. Corrections are reversing documents.
CREATE FUNCTION refuse_permanent_journal_line_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM journal j WHERE j.business_id = OLD.business_id AND j.id = OLD.journal_id AND j.state = 'permanent') THEN
    RAISE EXCEPTION 'journal % is permanent: its lines cannot change', OLD.journal_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_line_permanent BEFORE UPDATE OR DELETE ON journal_line
  FOR EACH ROW EXECUTE FUNCTION refuse_permanent_journal_line_change();
--> statement-breakpoint
CREATE FUNCTION refuse_permanent_journal_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state = 'permanent' AND (TG_OP = 'DELETE' OR NEW.state <> 'permanent' OR NEW.date <> OLD.date OR NEW.financial_year_id <> OLD.financial_year_id) THEN
    RAISE EXCEPTION 'journal % is permanent', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_permanent BEFORE UPDATE OR DELETE ON journal
  FOR EACH ROW EXECUTE FUNCTION refuse_permanent_journal_change();
