CREATE INDEX "parcels_unconfirmed_idx" ON "parcels" USING btree ("updated_at") WHERE "parcels"."booking" in ('unconfirmed', 'sending');--> statement-breakpoint
CREATE INDEX "parcels_consignment_idx" ON "parcels" USING btree ("seller_id","courier_id","consignment_id");--> statement-breakpoint
CREATE INDEX "parcels_tracking_idx" ON "parcels" USING btree ("seller_id","courier_id","tracking_code");