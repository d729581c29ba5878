DROP INDEX "orders_live_sales_date_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" o SET "units" = l."units" FROM (SELECT "seller_id", "order_id", sum("qty")::integer AS "units" FROM "order_lines" GROUP BY 1, 2) l WHERE l."seller_id" = o."seller_id" AND l."order_id" = o."id";--> statement-breakpoint
CREATE INDEX "customers_live_created_idx" ON "customers" USING btree ("seller_id","created_at") WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customers_deleted_idx" ON "customers" USING btree ("seller_id","id") WHERE "customers"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_live_sales_figures_idx" ON "orders" USING btree ("seller_id","sales_date","status","customer_id","net","units") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_live_placed_customer_idx" ON "orders" USING btree ("seller_id","customer_id") WHERE "orders"."deleted_at" is null and "orders"."status" <> 'cancelled';