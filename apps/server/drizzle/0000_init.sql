CREATE TABLE "activity_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid,
	"user_id" uuid,
	"log_type" text NOT NULL,
	"log_message" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"seller_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"master" boolean DEFAULT false NOT NULL,
	"phone" text,
	"address" text,
	"city" text,
	"last_login_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_seller_id_id_unique" UNIQUE("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "couriers" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"provider" text DEFAULT 'none' NOT NULL,
	"mode" text DEFAULT 'live' NOT NULL,
	"credentials_encrypted" text,
	"charge_in_dhaka" bigint DEFAULT 0 NOT NULL,
	"charge_outside_dhaka" bigint DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"complete_on_delivered" boolean DEFAULT false NOT NULL,
	"webhook_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couriers_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"brand" text,
	"country" text,
	"image_path" text,
	"supplier_id" uuid,
	"store_id" uuid NOT NULL,
	"lift_price" bigint DEFAULT 0 NOT NULL,
	"sale_price" bigint DEFAULT 0 NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"available_qty" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_seller_id_id_pk" PRIMARY KEY("seller_id","id"),
	CONSTRAINT "products_available_qty_not_negative" CHECK ("products"."available_qty" >= 0),
	CONSTRAINT "products_qty_not_negative" CHECK ("products"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"address" text,
	"district" text,
	"area" text,
	"zip" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"address" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"district" text,
	"thana" text,
	"image_path" text,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "customers_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_codes" (
	"seller_id" uuid NOT NULL,
	"code" text NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_codes_seller_id_code_pk" PRIMARY KEY("seller_id","code")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"sale_price" bigint DEFAULT 0 NOT NULL,
	"lift_price" bigint DEFAULT 0 NOT NULL,
	"qty" integer NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_seller_id_id_pk" PRIMARY KEY("seller_id","id"),
	CONSTRAINT "order_lines_qty_positive" CHECK ("order_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"courier_id" uuid,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"address" text NOT NULL,
	"district" text,
	"thana" text,
	"ref_no" text,
	"payment_type" text DEFAULT 'COD' NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"courier_status" text DEFAULT 'none' NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"line_discounts" bigint DEFAULT 0 NOT NULL,
	"discount_on_all_type" text DEFAULT 'fixed' NOT NULL,
	"discount_on_all_value" integer DEFAULT 0 NOT NULL,
	"discount_on_all" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"delivery_charge" bigint DEFAULT 0 NOT NULL,
	"bill" bigint DEFAULT 0 NOT NULL,
	"advance" bigint DEFAULT 0 NOT NULL,
	"payable" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"sales_date" date NOT NULL,
	"cod_received_at" timestamp with time zone,
	"cod_received_amount" bigint DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "orders_seller_id_id_pk" PRIMARY KEY("seller_id","id"),
	CONSTRAINT "orders_advance_not_negative" CHECK ("orders"."advance" >= 0),
	CONSTRAINT "orders_payable_not_negative" CHECK ("orders"."payable" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parcel_events" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"parcel_id" uuid NOT NULL,
	"status" text NOT NULL,
	"raw_status" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_events_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"courier_id" uuid NOT NULL,
	"invoice" text NOT NULL,
	"consignment_id" text,
	"tracking_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"raw_status" text,
	"status_changed_at" timestamp with time zone,
	"cod_amount" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_synced_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone,
	"sync_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"qty_change" integer NOT NULL,
	"unit_cost" bigint DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"address" text,
	"city" text,
	"logo_path" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_store_id_stores_seller_id_id_fk" FOREIGN KEY ("seller_id","store_id") REFERENCES "public"."stores"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_supplier_id_suppliers_seller_id_id_fk" FOREIGN KEY ("seller_id","supplier_id") REFERENCES "public"."suppliers"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_codes" ADD CONSTRAINT "order_codes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_codes" ADD CONSTRAINT "order_codes_seller_id_order_id_orders_seller_id_id_fk" FOREIGN KEY ("seller_id","order_id") REFERENCES "public"."orders"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_seller_id_order_id_orders_seller_id_id_fk" FOREIGN KEY ("seller_id","order_id") REFERENCES "public"."orders"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_seller_id_user_id_users_seller_id_id_fk" FOREIGN KEY ("seller_id","user_id") REFERENCES "public"."users"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_seller_id_order_id_orders_seller_id_id_fk" FOREIGN KEY ("seller_id","order_id") REFERENCES "public"."orders"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_seller_id_product_id_products_seller_id_id_fk" FOREIGN KEY ("seller_id","product_id") REFERENCES "public"."products"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_customer_id_customers_seller_id_id_fk" FOREIGN KEY ("seller_id","customer_id") REFERENCES "public"."customers"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_store_id_stores_seller_id_id_fk" FOREIGN KEY ("seller_id","store_id") REFERENCES "public"."stores"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_courier_id_couriers_seller_id_id_fk" FOREIGN KEY ("seller_id","courier_id") REFERENCES "public"."couriers"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_created_by_id_users_seller_id_id_fk" FOREIGN KEY ("seller_id","created_by_id") REFERENCES "public"."users"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_updated_by_id_users_seller_id_id_fk" FOREIGN KEY ("seller_id","updated_by_id") REFERENCES "public"."users"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_seller_id_parcel_id_parcels_seller_id_id_fk" FOREIGN KEY ("seller_id","parcel_id") REFERENCES "public"."parcels"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_seller_id_order_id_orders_seller_id_id_fk" FOREIGN KEY ("seller_id","order_id") REFERENCES "public"."orders"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_seller_id_courier_id_couriers_seller_id_id_fk" FOREIGN KEY ("seller_id","courier_id") REFERENCES "public"."couriers"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_seller_id_product_id_products_seller_id_id_fk" FOREIGN KEY ("seller_id","product_id") REFERENCES "public"."products"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_seller_id_created_by_id_users_seller_id_id_fk" FOREIGN KEY ("seller_id","created_by_id") REFERENCES "public"."users"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_seller_id_order_id_orders_seller_id_id_fk" FOREIGN KEY ("seller_id","order_id") REFERENCES "public"."orders"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_seller_idx" ON "activity_logs" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_user_idx" ON "activity_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_seller_idx" ON "users" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "couriers_seller_name_unique" ON "couriers" USING btree ("seller_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "couriers_webhook_token_unique" ON "couriers" USING btree ("webhook_token");--> statement-breakpoint
CREATE INDEX "products_seller_name_idx" ON "products" USING btree ("seller_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_seller_phone_unique" ON "customers" USING btree ("seller_id","phone") WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customers_seller_name_idx" ON "customers" USING btree ("seller_id","name");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("seller_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("seller_id","order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("seller_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_seller_code_unique" ON "orders" USING btree ("seller_id","code");--> statement-breakpoint
CREATE INDEX "orders_seller_status_created_idx" ON "orders" USING btree ("seller_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_customer_idx" ON "orders" USING btree ("seller_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_phone_idx" ON "orders" USING btree ("seller_id","phone");--> statement-breakpoint
CREATE INDEX "parcel_events_parcel_idx" ON "parcel_events" USING btree ("seller_id","parcel_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_courier_invoice_unique" ON "parcels" USING btree ("seller_id","courier_id","invoice");--> statement-breakpoint
CREATE INDEX "parcels_order_idx" ON "parcels" USING btree ("seller_id","order_id");--> statement-breakpoint
CREATE INDEX "parcels_sync_idx" ON "parcels" USING btree ("next_sync_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("seller_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("seller_id","order_id");