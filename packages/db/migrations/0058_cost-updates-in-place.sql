-- A cost rebuild sets the unit cost of every issue it costs again, and of the invoice rows they came from, in place
-- (issue 16). Neither column is indexed, so with room left on the page PostgreSQL keeps the new version there and
-- touches no index (a HOT update); on full pages every one was a new entry in each index: 500,000 movements took
-- 9 seconds, 7 of them the indexes' upkeep. An issue is about half of the movements and a sale's row half of the
-- rows, so pages written from now on keep 40% free: room for each of their issues or sale rows to change once
-- between two prunes of the page. Pages already full stay so until rewritten (VACUUM FULL).
ALTER TABLE "stock_movement" SET (fillfactor = 60);--> statement-breakpoint
ALTER TABLE "invoice_line" SET (fillfactor = 60);--> statement-breakpoint
-- A permanent journal's lines cannot change or go (migration 0005): checked once a statement over the lines it
-- changed, not once a line. A rebuild resets 200,000 cost lines in one statement, and the row trigger's 200,000
-- lookups were a second of it.
DROP TRIGGER "journal_line_permanent" ON "journal_line";--> statement-breakpoint
DROP FUNCTION refuse_permanent_journal_line_change();--> statement-breakpoint
CREATE FUNCTION refuse_permanent_journal_lines_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  permanent bigint;
BEGIN
  SELECT j.id INTO permanent FROM journal j
  WHERE (j.business_id, j.id) IN (SELECT DISTINCT business_id, journal_id FROM changed_lines) AND j.state = 'permanent'
  LIMIT 1;
  IF permanent IS NOT NULL THEN
    RAISE EXCEPTION 'journal % is permanent: its lines cannot change', permanent USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_line_permanent_update AFTER UPDATE ON journal_line
  REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION refuse_permanent_journal_lines_change();
--> statement-breakpoint
CREATE TRIGGER journal_line_permanent_delete AFTER DELETE ON journal_line
  REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION refuse_permanent_journal_lines_change();
--> statement-breakpoint
-- An invoice's movement names the invoice row it moved for (line_no), as its posting now gives it, not its place
-- among the invoice's goods: a rebuild sets a row's cost by its key, without numbering every invoice's goods again.
UPDATE "stock_movement" m SET "line_no" = g."line_no"
FROM (SELECT "business_id", "document_id", "line_no", row_number() OVER (PARTITION BY "business_id", "document_id" ORDER BY "line_no") AS "goods"
      FROM "invoice_line" WHERE "kind" = 'product') g
WHERE m."source_kind" = 'invoice' AND g."business_id" = m."business_id" AND g."document_id" = m."source_id"
  AND g."goods" = m."line_no" AND g."line_no" <> m."line_no";
