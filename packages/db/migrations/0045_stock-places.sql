CREATE TABLE "stock_place" (
	"business_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"entrepot_id" bigint NOT NULL,
	CONSTRAINT "stock_place_business_id_product_id_entrepot_id_pk" PRIMARY KEY("business_id","product_id","entrepot_id")
);
--> statement-breakpoint
ALTER TABLE "stock_place" ADD CONSTRAINT "stock_place_business_id_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_place" ADD CONSTRAINT "stock_place_business_id_product_id_product_business_id_id_fk" FOREIGN KEY ("business_id","product_id") REFERENCES "public"."product"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_place" ADD CONSTRAINT "stock_place_business_id_entrepot_id_entrepot_business_id_id_fk" FOREIGN KEY ("business_id","entrepot_id") REFERENCES "public"."entrepot"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_place_entrepot_idx" ON "stock_place" USING btree ("business_id","entrepot_id");--> statement-breakpoint
-- Every product and warehouse stock moved between, from the movements written so far and, by the trigger below,
-- from every statement that writes more: the stock report pages these places.
INSERT INTO "stock_place" ("business_id", "product_id", "entrepot_id")
  SELECT DISTINCT "business_id", "product_id", "entrepot_id" FROM "stock_movement";
--> statement-breakpoint
-- In key order, so that two writes adding the same new places at once take them in turn rather than deadlock.
CREATE FUNCTION keep_stock_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_place (business_id, product_id, entrepot_id)
    SELECT DISTINCT business_id, product_id, entrepot_id FROM added ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_movement_places AFTER INSERT ON stock_movement
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION keep_stock_places();
