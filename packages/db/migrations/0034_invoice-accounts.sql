-- The standard chart's accounts invoices post to beside those it had (issue 16): sales discounts under sales, and
-- sales commissions under selling expenses, added to every business whose chart has the sibling the standard chart
-- puts them beside, where the number is free and no account plays the part yet.
INSERT INTO "account" ("business_id", "level", "parent_id", "number", "code", "name", "nature", "kind", "system_role")
SELECT r."business_id", 'given', r."parent_id", v."number", p."code" || v."number", v."name", v."nature", r."kind", v."role"
FROM "account" r
JOIN "account" p ON p."business_id" = r."business_id" AND p."id" = r."parent_id"
JOIN (VALUES ('serviceSales', '04', 'تخفیفات فروش', 'debtor', 'salesDiscount')) AS v("sibling", "number", "name", "nature", "role")
  ON r."system_role" = v."sibling"
WHERE NOT EXISTS (SELECT 1 FROM "account" a WHERE a."business_id" = r."business_id" AND (a."code" = p."code" || v."number" OR a."system_role" = v."role"));
--> statement-breakpoint
INSERT INTO "account" ("business_id", "level", "parent_id", "number", "code", "name", "nature", "kind", "system_role")
SELECT p."business_id", 'given', p."id", '03', p."code" || '03', 'کمیسیون فروش', 'debtor', p."kind", 'commissionExpense'
FROM "account" p
WHERE p."level" = 'total' AND p."name" = 'هزینه‌های فروش و توزیع'
  AND NOT EXISTS (SELECT 1 FROM "account" a WHERE a."business_id" = p."business_id" AND (a."code" = p."code" || '03' OR a."system_role" = 'commissionExpense'));
