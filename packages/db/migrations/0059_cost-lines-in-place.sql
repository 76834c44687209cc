-- A cost rebuild resets the cost of goods sold and inventory lines of every sale whose cost changed (issue 16):
-- 200,000 lines for 100,000 sales, each a new entry in every index of journal_line while the book's index carried
-- the amounts (3.3 of the rebuild's 14 seconds). The book now finds its page in the index and reads the amounts of
-- the page's lines alone, its running sums starting from the daily balances, so no index holds an amount; and pages
-- written from now on keep 40% free, room for a sale's two cost lines to change in place (HOT) between two prunes.
-- Pages already full stay so until rewritten (VACUUM FULL).
DROP INDEX "journal_line_book_idx";--> statement-breakpoint
CREATE INDEX "journal_line_book_idx" ON "journal_line" USING btree ("business_id","account_id","date","journal_id","line_no");--> statement-breakpoint
ALTER TABLE "journal_line" SET (fillfactor = 60);
