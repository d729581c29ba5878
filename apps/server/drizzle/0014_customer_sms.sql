CREATE TABLE "sms_messages" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"body" text,
	"parts" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone,
	"error" jsonb,
	"gateway_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_messages_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_settings" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"confirm_on_save" boolean DEFAULT false NOT NULL,
	"link_after_dispatch" boolean DEFAULT false NOT NULL,
	"gateway_url" text DEFAULT '' NOT NULL,
	"api_key_sealed" text,
	"sender_id" text DEFAULT '' NOT NULL,
	"confirm_template" text,
	"dispatch_template" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_answer" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_seller_id_order_id_orders_seller_id_id_fk" FOREIGN KEY ("seller_id","order_id") REFERENCES "public"."orders"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_settings" ADD CONSTRAINT "sms_settings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_seller_created_idx" ON "sms_messages" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_order_idx" ON "sms_messages" USING btree ("seller_id","order_id");--> statement-breakpoint
CREATE INDEX "sms_messages_due_idx" ON "sms_messages" USING btree ("next_try_at") WHERE "sms_messages"."state" = 'queued';