ALTER TABLE "parcels" ADD COLUMN "cancel_state" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "cancel_requested_at" timestamp with time zone;