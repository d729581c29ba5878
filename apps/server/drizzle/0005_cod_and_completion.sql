CREATE TABLE "courier_payout_items" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"payout_id" uuid NOT NULL,
	"order_id" uuid,
	"consignment_id" text,
	"invoice" text,
	"cod_amount" bigint DEFAULT 0 NOT NULL,
	"delivery_charge" bigint DEFAULT 0 NOT NULL,
	"expected_amount" bigint,
	"match" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_payout_items_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "courier_payouts" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"courier_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"courier_status" text,
	"paid_at" timestamp with time zone,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_payouts_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_payout_items" ADD CONSTRAINT "courier_payout_items_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payout_items" ADD CONSTRAINT "courier_payout_items_seller_id_payout_id_courier_payouts_seller_id_id_fk" FOREIGN KEY ("seller_id","payout_id") REFERENCES "public"."courier_payouts"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payout_items" ADD CONSTRAINT "courier_payout_items_seller_id_order_id_orders_seller_id_id_fk" FOREIGN KEY ("seller_id","order_id") REFERENCES "public"."orders"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payouts" ADD CONSTRAINT "courier_payouts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payouts" ADD CONSTRAINT "courier_payouts_seller_id_courier_id_couriers_seller_id_id_fk" FOREIGN KEY ("seller_id","courier_id") REFERENCES "public"."couriers"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_payout_items_payout_idx" ON "courier_payout_items" USING btree ("seller_id","payout_id");--> statement-breakpoint
CREATE INDEX "courier_payout_items_order_idx" ON "courier_payout_items" USING btree ("seller_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_payouts_external_unique" ON "courier_payouts" USING btree ("seller_id","courier_id","external_id");--> statement-breakpoint
CREATE INDEX "orders_live_sales_date_idx" ON "orders" USING btree ("seller_id","sales_date") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_completed_at_idx" ON "orders" USING btree ("seller_id","completed_at") WHERE "orders"."deleted_at" is null and "orders"."status" = 'completed';--> statement-breakpoint
UPDATE "orders" o SET "completed_at" = coalesce((SELECT max(e."created_at") FROM "order_events" e WHERE e."seller_id" = o."seller_id" AND e."order_id" = o."id" AND e."kind" = 'status' AND e."to_status" = 'completed'), o."updated_at") WHERE o."status" = 'completed';
