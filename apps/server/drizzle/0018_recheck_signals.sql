ALTER TABLE "orders" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_signal" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_signal_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_payment_signal_idx" ON "orders" USING btree ("payment_signal_at") WHERE "orders"."status" = 'pending' and "orders"."payment_signal_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_signal_check" CHECK ("orders"."payment_signal" in ('confirmation', 'sandbox-charge', 'webhook', 'provider-in-progress'));