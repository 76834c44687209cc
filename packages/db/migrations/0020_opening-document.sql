ALTER TABLE "journal_line" ADD COLUMN "source_type" text;--> statement-breakpoint
ALTER TABLE "journal_line" ADD COLUMN "source_id" bigint;--> statement-breakpoint
CREATE INDEX "journal_line_source_idx" ON "journal_line" USING btree ("business_id","source_type","source_id") WHERE "journal_line"."source_type" is not null;--> statement-breakpoint
-- One opening document a year (issue 13): every opening balance is a part of it, its lines tagged with the record
-- they open. The year closing's opening document becomes it, its lines tagged as carried from the closed year;
-- each person's and product's own opening journal moves into it, and the opening document takes the lowest
-- number among them. Lines keep their date (the year's first day), so the daily balances do not change.
ALTER TABLE "journal_line" DISABLE TRIGGER "journal_line_permanent";--> statement-breakpoint
ALTER TABLE "journal" DISABLE TRIGGER "journal_permanent";--> statement-breakpoint
UPDATE "journal_line" l SET "source_type" = 'closing', "source_id" = j."source_id"
  FROM "journal" j WHERE j."business_id" = l."business_id" AND j."id" = l."journal_id" AND j."source_type" = 'opening';--> statement-breakpoint
UPDATE "journal" SET "source_id" = NULL WHERE "source_type" = 'opening';--> statement-breakpoint
UPDATE "journal_line" l SET "source_type" = 'person', "source_id" = p."id"
  FROM "person" p WHERE p."business_id" = l."business_id" AND p."opening_journal_id" = l."journal_id";--> statement-breakpoint
UPDATE "journal_line" l SET "source_type" = 'product', "source_id" = j."source_id"
  FROM "journal" j WHERE j."business_id" = l."business_id" AND j."id" = l."journal_id" AND j."source_type" = 'productOpening';--> statement-breakpoint
CREATE TEMPORARY TABLE "opening_target" AS
  SELECT DISTINCT ON ("business_id", "financial_year_id") "business_id", "financial_year_id", "id", "source_type" = 'opening' AS "was_opening"
  FROM "journal" WHERE "source_type" IN ('opening', 'personOpening', 'productOpening')
  ORDER BY "business_id", "financial_year_id", ("source_type" = 'opening') DESC, "number";--> statement-breakpoint
UPDATE "journal" t SET
    "source_type" = 'opening',
    "source_id" = NULL,
    "state" = CASE WHEN EXISTS (SELECT 1 FROM "journal" o WHERE o."business_id" = t."business_id" AND o."financial_year_id" = t."financial_year_id"
                                  AND o."source_type" IN ('opening', 'personOpening', 'productOpening') AND o."state" = 'permanent')
              THEN 'permanent' ELSE 'temporary' END,
    "locked" = EXISTS (SELECT 1 FROM "journal" o WHERE o."business_id" = t."business_id" AND o."financial_year_id" = t."financial_year_id"
                         AND o."source_type" IN ('opening', 'personOpening', 'productOpening') AND o."locked"),
    "description" = CASE WHEN x."was_opening" THEN t."description"
                         ELSE (CASE b."lang" WHEN 'en' THEN 'Opening document of ' || y."name" WHEN 'ar' THEN 'قيد افتتاح ' || y."name"
                               WHEN 'ku' THEN 'بەڵگەی کردنەوەی ' || y."name" ELSE 'سند افتتاحیه ' || y."name" END) END
  FROM "opening_target" x, "business" b, "financial_year" y
  WHERE t."business_id" = x."business_id" AND t."id" = x."id" AND b."id" = x."business_id"
    AND y."business_id" = x."business_id" AND y."id" = x."financial_year_id";--> statement-breakpoint
UPDATE "journal_line" l SET "journal_id" = x."id"
  FROM "journal" o, "opening_target" x
  WHERE o."business_id" = l."business_id" AND o."id" = l."journal_id" AND o."source_type" IN ('personOpening', 'productOpening')
    AND x."business_id" = o."business_id" AND x."financial_year_id" = o."financial_year_id";--> statement-breakpoint
UPDATE "journal_line" l SET "line_no" = n."line_no"
  FROM (SELECT i."business_id", i."id", row_number() OVER (PARTITION BY i."business_id", i."journal_id"
          ORDER BY (i."source_type" = 'closing') DESC, i."source_type", i."source_id", i."line_no", i."id")::int AS "line_no"
        FROM "journal_line" i JOIN "opening_target" x ON x."business_id" = i."business_id" AND x."id" = i."journal_id") n
  WHERE l."business_id" = n."business_id" AND l."id" = n."id";--> statement-breakpoint
DELETE FROM "journal" WHERE "source_type" IN ('personOpening', 'productOpening');--> statement-breakpoint
DROP TABLE "opening_target";--> statement-breakpoint
ALTER TABLE "journal" ENABLE TRIGGER "journal_permanent";--> statement-breakpoint
ALTER TABLE "journal_line" ENABLE TRIGGER "journal_line_permanent";--> statement-breakpoint
ALTER TABLE "person" DROP COLUMN "opening_journal_id";--> statement-breakpoint
ALTER TABLE "product" DROP COLUMN "opening_journal_id";