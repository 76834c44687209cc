CREATE TABLE "detail_balance" (
	"business_id" bigint NOT NULL,
	"detail_id" bigint NOT NULL,
	"balance" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "detail_balance_business_id_detail_id_pk" PRIMARY KEY("business_id","detail_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_day_sums" (
	"business_id" bigint NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"payable" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "invoice_day_sums_business_id_type_date_pk" PRIMARY KEY("business_id","type","date")
);
--> statement-breakpoint
-- Moves detail accounts' balances by the rows of account_balance a statement wrote, changed or deleted, in key order
-- (two writes of the same detail accounts take their turns rather than deadlock). plpgsql, not sql: its statements
-- are planned once a session.
CREATE FUNCTION keep_detail_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO detail_balance AS kept (business_id, detail_id, balance)
      SELECT business_id, detail_id, sum(debit - credit) FROM added_balances WHERE detail_id <> 0
      GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (business_id, detail_id) DO UPDATE SET balance = kept.balance + excluded.balance;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO detail_balance AS kept (business_id, detail_id, balance)
      SELECT business_id, detail_id, sum(amount)
      FROM (SELECT business_id, detail_id, debit - credit AS amount FROM added_balances
            UNION ALL SELECT business_id, detail_id, credit - debit FROM removed_balances) moved
      WHERE detail_id <> 0
      GROUP BY 1, 2 HAVING sum(amount) <> 0 ORDER BY 1, 2
    ON CONFLICT (business_id, detail_id) DO UPDATE SET balance = kept.balance + excluded.balance;
  ELSE
    INSERT INTO detail_balance AS kept (business_id, detail_id, balance)
      SELECT business_id, detail_id, sum(credit - debit) FROM removed_balances WHERE detail_id <> 0
      GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (business_id, detail_id) DO UPDATE SET balance = kept.balance + excluded.balance;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_balance_added_details AFTER INSERT ON account_balance
  REFERENCING NEW TABLE AS added_balances FOR EACH STATEMENT EXECUTE FUNCTION keep_detail_balances();
--> statement-breakpoint
CREATE TRIGGER account_balance_changed_details AFTER UPDATE ON account_balance
  REFERENCING OLD TABLE AS removed_balances NEW TABLE AS added_balances FOR EACH STATEMENT EXECUTE FUNCTION keep_detail_balances();
--> statement-breakpoint
CREATE TRIGGER account_balance_removed_details AFTER DELETE ON account_balance
  REFERENCING OLD TABLE AS removed_balances FOR EACH STATEMENT EXECUTE FUNCTION keep_detail_balances();
--> statement-breakpoint
-- What the balances written so far add up to.
INSERT INTO detail_balance (business_id, detail_id, balance)
  SELECT business_id, detail_id, sum(debit - credit) FROM account_balance WHERE detail_id <> 0 GROUP BY 1, 2;
--> statement-breakpoint
-- Moves the day's sum of an invoice's type by the invoice as it was (out) and as it is (in): only a standing invoice of
-- a trading type counts, at its rate, rounded to the business currency's digits as the reports round it.
CREATE FUNCTION keep_invoice_day_sums() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  digits integer;
BEGIN
  SELECT least(c.decimals, 4) INTO digits FROM currency c
  WHERE c.business_id = coalesce(NEW.business_id, OLD.business_id) AND c.is_default;
  IF TG_OP <> 'INSERT' AND OLD.removed_at IS NULL AND OLD.type IN ('sell', 'returnSell', 'purchase', 'returnPurchase') THEN
    INSERT INTO invoice_day_sums AS kept (business_id, type, date, payable)
      VALUES (OLD.business_id, OLD.type, OLD.date, -round(OLD.payable * coalesce(OLD.rate, 1), coalesce(digits, 0)))
    ON CONFLICT (business_id, type, date) DO UPDATE SET payable = kept.payable + excluded.payable;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.removed_at IS NULL AND NEW.type IN ('sell', 'returnSell', 'purchase', 'returnPurchase') THEN
    INSERT INTO invoice_day_sums AS kept (business_id, type, date, payable)
      VALUES (NEW.business_id, NEW.type, NEW.date, round(NEW.payable * coalesce(NEW.rate, 1), coalesce(digits, 0)))
    ON CONFLICT (business_id, type, date) DO UPDATE SET payable = kept.payable + excluded.payable;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_added_day_sums AFTER INSERT ON invoice FOR EACH ROW
  WHEN (NEW.removed_at IS NULL AND NEW.type IN ('sell', 'returnSell', 'purchase', 'returnPurchase'))
  EXECUTE FUNCTION keep_invoice_day_sums();
--> statement-breakpoint
CREATE TRIGGER invoice_changed_day_sums AFTER UPDATE ON invoice FOR EACH ROW
  WHEN ((OLD.type, OLD.date, OLD.payable, OLD.rate, OLD.removed_at IS NULL) IS DISTINCT FROM (NEW.type, NEW.date, NEW.payable, NEW.rate, NEW.removed_at IS NULL))
  EXECUTE FUNCTION keep_invoice_day_sums();
--> statement-breakpoint
CREATE TRIGGER invoice_removed_day_sums AFTER DELETE ON invoice FOR EACH ROW
  WHEN (OLD.removed_at IS NULL AND OLD.type IN ('sell', 'returnSell', 'purchase', 'returnPurchase'))
  EXECUTE FUNCTION keep_invoice_day_sums();
--> statement-breakpoint
-- What the invoices written so far add up to.
INSERT INTO invoice_day_sums (business_id, type, date, payable)
  SELECT i.business_id, i.type, i.date, sum(round(i.payable * coalesce(i.rate, 1), coalesce(least(c.decimals, 4), 0)))
  FROM invoice i LEFT JOIN currency c ON c.business_id = i.business_id AND c.is_default
  WHERE i.removed_at IS NULL AND i.type IN ('sell', 'returnSell', 'purchase', 'returnPurchase')
  GROUP BY 1, 2, 3;
