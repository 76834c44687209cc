-- A sale's and a sale return's goods rows keep no unit cost of their own (issue 16): each row's cost is its stock
-- movement's (stock_movement.line_no names the row, migration 0058), which back-dated writes and cost rebuilds cost
-- again. Stored on both, a rebuild with every sale's cost wrong wrote 500,000 rows beside their 500,000 movements,
-- a fifth of its time. The rows' copies go; readers take the movements'.
UPDATE "invoice_line" l SET "unit_cost" = NULL
FROM "invoice" i
WHERE i."business_id" = l."business_id" AND i."id" = l."document_id" AND i."type" IN ('sell', 'returnSell') AND l."unit_cost" IS NOT NULL;
