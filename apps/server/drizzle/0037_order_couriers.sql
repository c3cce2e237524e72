ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_check" CHECK ("orders"."courier" in ('gig', 'guo', 'dhl', 'kwik', 'rider', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_number_length" CHECK (char_length("orders"."tracking_number") between 1 and 40);