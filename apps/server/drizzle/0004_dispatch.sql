CREATE TABLE "dispatch_batches" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_batches_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "dispatch_items" (
	"seller_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"outcome" text DEFAULT 'queued' NOT NULL,
	"reason_key" text,
	"reason_params" jsonb,
	"reason_text" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatch_items_seller_id_batch_id_order_id_pk" PRIMARY KEY("seller_id","batch_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "fraud_checks" (
	"seller_id" uuid NOT NULL,
	"courier_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"report" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fraud_checks_seller_id_courier_id_phone_pk" PRIMARY KEY("seller_id","courier_id","phone")
);
--> statement-breakpoint
ALTER TABLE "parcel_events" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD COLUMN "occurred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "booking" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "dispatch_batches" ADD CONSTRAINT "dispatch_batches_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_batches" ADD CONSTRAINT "dispatch_batches_seller_id_user_id_users_seller_id_id_fk" FOREIGN KEY ("seller_id","user_id") REFERENCES "public"."users"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_items" ADD CONSTRAINT "dispatch_items_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_items" ADD CONSTRAINT "dispatch_items_seller_id_batch_id_dispatch_batches_seller_id_id_fk" FOREIGN KEY ("seller_id","batch_id") REFERENCES "public"."dispatch_batches"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_items" ADD CONSTRAINT "dispatch_items_seller_id_order_id_orders_seller_id_id_fk" FOREIGN KEY ("seller_id","order_id") REFERENCES "public"."orders"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_checks" ADD CONSTRAINT "fraud_checks_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_checks" ADD CONSTRAINT "fraud_checks_seller_id_courier_id_couriers_seller_id_id_fk" FOREIGN KEY ("seller_id","courier_id") REFERENCES "public"."couriers"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatch_batches_open_idx" ON "dispatch_batches" USING btree ("finished_at");