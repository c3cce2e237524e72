ALTER TABLE "orders" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unannounced_idx" ON "orders" USING btree ("created_at") WHERE "orders"."announced_at" is null;--> statement-breakpoint
-- Sales made before the alerts existed count as told (nothing old is sent); an unpaid checkout is told when paid.
UPDATE "orders" SET "announced_at" = now() WHERE "announced_at" IS NULL AND "status" NOT IN ('pending', 'expired');
