-- The most discount a member under the sell-price lock may give, rows' and the invoice's, as a percent of what the
-- sale's goods come to (issue 36): 0, none beyond what a product's pricing proposes, until the business sets one.
ALTER TABLE "business" ADD COLUMN "max_discount_percent" numeric DEFAULT '0' NOT NULL;