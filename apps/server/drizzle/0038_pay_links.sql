ALTER TABLE "orders" ADD COLUMN "pay_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_token_unique" UNIQUE("pay_token");