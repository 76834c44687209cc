-- The account a sale's investors' shares are posted to (issue 16: each product's investors earn their percent of what
-- it sells for), beside sales commissions under selling expenses, added to every business whose chart has that total
-- account, where the number is free and no account plays the part yet.
INSERT INTO "account" ("business_id", "level", "parent_id", "number", "code", "name", "nature", "kind", "system_role")
SELECT p."business_id", 'given', p."id", '04', p."code" || '04', 'سهم سرمایه‌گذاران از فروش', 'debtor', p."kind", 'investorShare'
FROM "account" p
WHERE p."level" = 'total' AND p."name" = 'هزینه‌های فروش و توزیع'
  AND NOT EXISTS (SELECT 1 FROM "account" a WHERE a."business_id" = p."business_id" AND (a."code" = p."code" || '04' OR a."system_role" = 'investorShare'));
