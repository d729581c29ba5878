CREATE TABLE "courier_district_choices" (
	"seller_id" uuid NOT NULL,
	"district" text NOT NULL,
	"courier_id" uuid NOT NULL,
	CONSTRAINT "courier_district_choices_seller_id_district_pk" PRIMARY KEY("seller_id","district")
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "courier_choice_rule" text DEFAULT 'last_used' NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_district_choices" ADD CONSTRAINT "courier_district_choices_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_district_choices" ADD CONSTRAINT "courier_district_choices_seller_id_courier_id_couriers_seller_id_id_fk" FOREIGN KEY ("seller_id","courier_id") REFERENCES "public"."couriers"("seller_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_seller_district_idx" ON "orders" USING btree ("seller_id","district");