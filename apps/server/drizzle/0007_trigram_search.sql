-- Trigram search on customers' names and phones, per seller (decision 0003). Both extensions ship with
-- PostgreSQL's contrib and with PGlite; both are trusted, so the database's owner may create them.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "btree_gin";--> statement-breakpoint
CREATE INDEX "customers_live_name_trgm_idx" ON "customers" USING gin ("seller_id","name" gin_trgm_ops) WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customers_live_phone_trgm_idx" ON "customers" USING gin ("seller_id","phone" gin_trgm_ops) WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_seller_customer_figures_idx" ON "orders" USING btree ("seller_id","customer_id","created_at","deleted_at","status","net");--> statement-breakpoint
DROP INDEX "orders_seller_customer_idx";
