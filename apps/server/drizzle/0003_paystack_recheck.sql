ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fees_kobo" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_channel" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "next_check_at" timestamp with time zone DEFAULT now() + interval '2 minutes';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "check_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_recheck_idx" ON "orders" USING btree ("status","next_check_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'expired'));