-- The next document number of a financial year, taken under a lock on the year that lasts to the end of the
-- caller's transaction: a year's documents are numbered one after another, without gaps or repeats. Volatile, so
-- that its read of the last number takes a snapshot of its own once the lock is held and sees the number the
-- previous holder committed, even when it is called inside the statement that writes the document (that
-- statement's own snapshot is older). `no key update` leaves the key share every journal's foreign key takes on
-- the year free. A closed year is refused with the product's own SQLSTATE 55Y01 (class 55, object not in
-- prerequisite state).
CREATE FUNCTION next_journal_number(for_business bigint, for_year bigint) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  year_closed boolean;
BEGIN
  SELECT closed INTO year_closed FROM financial_year WHERE business_id = for_business AND id = for_year FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'financial year % of business % not found', for_year, for_business;
  END IF;
  IF year_closed THEN
    RAISE EXCEPTION 'financial year % is closed', for_year USING ERRCODE = '55Y01';
  END IF;
  -- Ordered and limited rather than max(): planned while the table is empty, max() reads every number of the year.
  RETURN coalesce((SELECT number FROM journal WHERE business_id = for_business AND financial_year_id = for_year ORDER BY number DESC LIMIT 1), 0) + 1;
END $$;
