CREATE TABLE "product_sales" (
	"business_id" bigint NOT NULL,
	"financial_year_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" numeric DEFAULT '0' NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "product_sales_business_id_financial_year_id_product_id_pk" PRIMARY KEY("business_id","financial_year_id","product_id")
);
--> statement-breakpoint
-- A row of an invoice as the sums read it: its product and count, what it earned, and its invoice's type, year, rate
-- and removal; `way` 1 where it comes, -1 where it goes.
CREATE TYPE product_sale_row AS (
  business_id bigint, financial_year_id bigint, product_id bigint, kind text, removed boolean, rate numeric, quantity numeric, taxable numeric, way integer
);
--> statement-breakpoint
-- Moves the sums by rows that came and went: a sale's row adds, a return's takes away, other types and removed
-- invoices count nothing; revenue before VAT at the invoice's rate, rounded to the business currency's digits as the
-- reports round it. In key order, so that two writes of the same products take their turns rather than deadlock.
CREATE FUNCTION move_product_sales(moved product_sale_row[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(moved) = 0 THEN RETURN; END IF;
  -- plpgsql, not sql: its statement is planned once a session, not at every invoice.
  WITH rows AS (
    SELECT m.business_id, m.financial_year_id, m.product_id, m.quantity, m.taxable, m.rate,
           m.way * CASE WHEN m.removed THEN 0 WHEN m.kind = 'sell' THEN 1 WHEN m.kind = 'returnSell' THEN -1 ELSE 0 END AS sign
    FROM unnest(moved) m
  ), digits AS (
    SELECT c.business_id, least(c.decimals, 4) AS digits FROM currency c
    WHERE c.is_default AND c.business_id IN (SELECT r.business_id FROM rows r)
  )
  INSERT INTO product_sales AS kept (business_id, financial_year_id, product_id, quantity, revenue)
    SELECT r.business_id, r.financial_year_id, r.product_id, sum(r.sign * r.quantity),
           sum(r.sign * round(r.taxable * coalesce(r.rate, 1), coalesce(d.digits, 0)))
    FROM rows r LEFT JOIN digits d ON d.business_id = r.business_id
    WHERE r.sign <> 0
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (business_id, financial_year_id, product_id)
    DO UPDATE SET quantity = kept.quantity + excluded.quantity, revenue = kept.revenue + excluded.revenue;
END $$;
--> statement-breakpoint
-- What the invoices written so far add up to.
SELECT move_product_sales(array(
  SELECT (l.business_id, i.financial_year_id, l.product_id, i.type, i.removed_at IS NOT NULL, i.rate, l.quantity, l.taxable, 1)::product_sale_row
  FROM invoice_line l JOIN invoice i ON i.business_id = l.business_id AND i.id = l.document_id
  WHERE i.type IN ('sell', 'returnSell') AND i.removed_at IS NULL));
--> statement-breakpoint
-- Every statement that writes or deletes invoices' rows moves the sums by them, each row with its invoice as the
-- invoice stands when the statement ends; rows written before their invoice count when it comes (below). An
-- invoice's rows are deleted before it is.
CREATE FUNCTION keep_product_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'invoice_line' AND TG_OP = 'INSERT' THEN
    PERFORM move_product_sales(array(
      SELECT (l.business_id, i.financial_year_id, l.product_id, i.type, i.removed_at IS NOT NULL, i.rate, l.quantity, l.taxable, 1)::product_sale_row
      FROM added_rows l JOIN invoice i ON i.business_id = l.business_id AND i.id = l.document_id));
  ELSE
    PERFORM move_product_sales(array(
      SELECT (l.business_id, i.financial_year_id, l.product_id, i.type, i.removed_at IS NOT NULL, i.rate, l.quantity, l.taxable, -1)::product_sale_row
      FROM removed_rows l JOIN invoice i ON i.business_id = l.business_id AND i.id = l.document_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A sale or return written after its rows brings them in (rows written in its own statement, the document engine's
-- one-statement write, counted through their trigger). A row changed in place (which the document engine never does:
-- it writes an invoice's rows again), or an invoice whose rows now count otherwise (its removal, restoration, type,
-- year or rate): out as it was, in as it is.
CREATE FUNCTION keep_product_sales_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM move_product_sales(array(
      SELECT (l.business_id, i.financial_year_id, l.product_id, i.type, i.removed_at IS NOT NULL, i.rate, l.quantity, l.taxable, 1)::product_sale_row
      FROM invoice i JOIN invoice_line l ON l.business_id = i.business_id AND l.document_id = i.id
      WHERE i.business_id = NEW.business_id AND i.id = NEW.id AND NOT (l.xmin = i.xmin AND l.cmin = i.cmin)));
  ELSIF TG_TABLE_NAME = 'invoice_line' THEN
    PERFORM move_product_sales(array(
      SELECT (l.business_id, i.financial_year_id, l.product_id, i.type, i.removed_at IS NOT NULL, i.rate, l.quantity, l.taxable, l.way)::product_sale_row
      FROM (VALUES (OLD.business_id, OLD.document_id, OLD.product_id, OLD.quantity, OLD.taxable, -1),
                   (NEW.business_id, NEW.document_id, NEW.product_id, NEW.quantity, NEW.taxable, 1)) AS l(business_id, document_id, product_id, quantity, taxable, way)
      JOIN invoice i ON i.business_id = l.business_id AND i.id = l.document_id));
  ELSE
    PERFORM move_product_sales(array(
      SELECT (l.business_id, h.financial_year_id, l.product_id, h.kind, h.removed, h.rate, l.quantity, l.taxable, h.way)::product_sale_row
      FROM (VALUES (OLD.financial_year_id, OLD.type, OLD.removed_at IS NOT NULL, OLD.rate, -1),
                   (NEW.financial_year_id, NEW.type, NEW.removed_at IS NOT NULL, NEW.rate, 1)) AS h(financial_year_id, kind, removed, rate, way)
      CROSS JOIN invoice_line l
      WHERE l.business_id = NEW.business_id AND l.document_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_line_added_sales AFTER INSERT ON invoice_line
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_product_sales();
--> statement-breakpoint
CREATE TRIGGER invoice_line_removed_sales AFTER DELETE ON invoice_line
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_product_sales();
--> statement-breakpoint
CREATE TRIGGER invoice_added_sales AFTER INSERT ON invoice FOR EACH ROW
  WHEN (NEW.type IN ('sell', 'returnSell') AND NEW.removed_at IS NULL)
  EXECUTE FUNCTION keep_product_sales_changed();
--> statement-breakpoint
CREATE TRIGGER invoice_line_changed_sales AFTER UPDATE ON invoice_line FOR EACH ROW
  WHEN ((OLD.document_id, OLD.product_id, OLD.quantity, OLD.taxable) IS DISTINCT FROM (NEW.document_id, NEW.product_id, NEW.quantity, NEW.taxable))
  EXECUTE FUNCTION keep_product_sales_changed();
--> statement-breakpoint
CREATE TRIGGER invoice_changed_sales AFTER UPDATE ON invoice FOR EACH ROW
  WHEN ((OLD.type, OLD.financial_year_id, OLD.rate, OLD.removed_at IS NULL) IS DISTINCT FROM (NEW.type, NEW.financial_year_id, NEW.rate, NEW.removed_at IS NULL))
  EXECUTE FUNCTION keep_product_sales_changed();
