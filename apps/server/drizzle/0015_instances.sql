CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_turns" (
	"seller_id" uuid NOT NULL,
	"courier_id" uuid NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	CONSTRAINT "courier_turns_seller_id_courier_id_pk" PRIMARY KEY("seller_id","courier_id")
);
--> statement-breakpoint
ALTER TABLE "dispatch_batches" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "dispatch_batches" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_turns" ADD CONSTRAINT "courier_turns_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_turns" ADD CONSTRAINT "courier_turns_seller_id_courier_id_couriers_seller_id_id_fk" FOREIGN KEY ("seller_id","courier_id") REFERENCES "public"."couriers"("seller_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_at_idx" ON "login_failures" USING btree ("created_at");