DROP INDEX "orders_seller_status_created_idx";--> statement-breakpoint
CREATE INDEX "order_codes_order_idx" ON "order_codes" USING btree ("seller_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_live_status_created_idx" ON "orders" USING btree ("seller_id","status","created_at") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_live_created_idx" ON "orders" USING btree ("seller_id","created_at") WHERE "orders"."deleted_at" is null;