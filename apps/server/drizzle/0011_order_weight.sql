ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weight_grams" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_type" text DEFAULT 'home' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "item_type" text DEFAULT 'parcel' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_positive" CHECK ("products"."weight_grams" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_weight_positive" CHECK ("orders"."weight_grams" > 0);--> statement-breakpoint
-- Orders made before weights were kept: the sum of their lines' product weights (every product is 500 g
-- now, the weight they went out at), within the largest order weight the API takes. One-unit orders keep
-- the column's 500 g and are not rewritten.
UPDATE "orders" o SET "weight_grams" = least(w."grams", 1000000) FROM (SELECT l."seller_id", l."order_id", sum(l."qty"::bigint * p."weight_grams") AS "grams" FROM "order_lines" l JOIN "products" p ON p."seller_id" = l."seller_id" AND p."id" = l."product_id" GROUP BY 1, 2) w WHERE w."seller_id" = o."seller_id" AND w."order_id" = o."id" AND w."grams" > 0 AND w."grams" <> 500;
