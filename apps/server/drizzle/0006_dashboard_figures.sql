DROP INDEX "orders_live_sales_date_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "placed_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" o SET "units" = l."units" FROM (SELECT "seller_id", "order_id", sum("qty")::integer AS "units" FROM "order_lines" GROUP BY 1, 2) l WHERE l."seller_id" = o."seller_id" AND l."order_id" = o."id";--> statement-breakpoint
CREATE INDEX "customers_live_created_idx" ON "customers" USING btree ("seller_id","created_at") WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_live_sales_figures_idx" ON "orders" USING btree ("seller_id","sales_date","status","customer_id","net","units") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
-- A customer's placed orders (live, not cancelled), recomputed from the orders whenever one of them is
-- added, removed, moved in or out of cancelled, or moved to another customer (decision 0002).
CREATE FUNCTION "customers_recount_placed_orders"("seller" uuid, "customer" uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE "customers" SET "placed_orders" = (
    SELECT count(*) FROM "orders" o
    WHERE o."seller_id" = "seller" AND o."customer_id" = "customer" AND o."deleted_at" IS NULL AND o."status" <> 'cancelled'
  ) WHERE "seller_id" = "seller" AND "id" = "customer";
$$;--> statement-breakpoint
CREATE FUNCTION "orders_recount_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per statement: a bulk insert (CSV import, demo data) recounts each customer once.
  UPDATE "customers" c SET "placed_orders" = n."placed"
  FROM (
    SELECT o."seller_id", o."customer_id", count(*) FILTER (WHERE o."deleted_at" IS NULL AND o."status" <> 'cancelled') AS "placed"
    FROM "orders" o
    JOIN (SELECT DISTINCT "seller_id", "customer_id" FROM "inserted") i ON i."seller_id" = o."seller_id" AND i."customer_id" = o."customer_id"
    GROUP BY 1, 2
  ) n
  WHERE c."seller_id" = n."seller_id" AND c."id" = n."customer_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "orders_recount_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "customers_recount_placed_orders"(OLD."seller_id", OLD."customer_id");
  IF TG_OP = 'UPDATE' AND NEW."customer_id" IS DISTINCT FROM OLD."customer_id" THEN
    PERFORM "customers_recount_placed_orders"(NEW."seller_id", NEW."customer_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_placed_on_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "orders_recount_inserted"();--> statement-breakpoint
CREATE TRIGGER "orders_placed_on_update" AFTER UPDATE ON "orders" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."customer_id" IS DISTINCT FROM NEW."customer_id") EXECUTE FUNCTION "orders_recount_changed"();--> statement-breakpoint
CREATE TRIGGER "orders_placed_on_delete" AFTER DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_recount_changed"();--> statement-breakpoint
UPDATE "customers" c SET "placed_orders" = n."placed" FROM (SELECT "seller_id", "customer_id", count(*) AS "placed" FROM "orders" WHERE "deleted_at" IS NULL AND "status" <> 'cancelled' GROUP BY 1, 2) n WHERE c."seller_id" = n."seller_id" AND c."id" = n."customer_id";
