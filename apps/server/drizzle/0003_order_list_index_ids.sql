DROP INDEX "orders_live_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_live_created_idx";--> statement-breakpoint
CREATE INDEX "orders_live_status_created_idx" ON "orders" USING btree ("seller_id","status","created_at","id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_live_created_idx" ON "orders" USING btree ("seller_id","created_at","id") WHERE "orders"."deleted_at" is null;