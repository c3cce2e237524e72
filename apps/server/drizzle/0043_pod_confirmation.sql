ALTER TABLE "orders" ADD COLUMN "pod_confirmation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pod_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pod_answered_via" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pod_flagged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_pod_unflagged_idx" ON "orders" USING btree ("created_at") WHERE "orders"."pod_confirmation" = 'unconfirmed' and "orders"."pod_flagged_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pod_confirmation_check" CHECK ("orders"."pod_confirmation" in ('unconfirmed', 'confirmed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pod_answered_via_check" CHECK ("orders"."pod_answered_via" in ('link', 'whatsapp', 'sms', 'staff'));--> statement-breakpoint
-- Pay-on-delivery orders made before confirmations await an answer like new ones (decision 53).
UPDATE "orders" SET "pod_confirmation" = 'unconfirmed' WHERE "payment_method" = 'pay_on_delivery';
