CREATE TABLE "parcel_notes" (
	"seller_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"parcel_id" uuid NOT NULL,
	"user_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_notes_seller_id_id_pk" PRIMARY KEY("seller_id","id")
);
--> statement-breakpoint
ALTER TABLE "parcel_events" ADD COLUMN "message_bn" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "collected_amount" bigint;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "delivery_charge" bigint;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "customer_will_take_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcel_notes" ADD CONSTRAINT "parcel_notes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_notes" ADD CONSTRAINT "parcel_notes_seller_id_parcel_id_parcels_seller_id_id_fk" FOREIGN KEY ("seller_id","parcel_id") REFERENCES "public"."parcels"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_notes" ADD CONSTRAINT "parcel_notes_seller_id_user_id_users_seller_id_id_fk" FOREIGN KEY ("seller_id","user_id") REFERENCES "public"."users"("seller_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_notes_parcel_idx" ON "parcel_notes" USING btree ("seller_id","parcel_id","created_at");