ALTER TABLE "orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_digest" text;--> statement-breakpoint
CREATE INDEX "orders_live_hold_expiry_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."status" = 'pending' and "orders"."hold_expires_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_live_hold_client_idx" ON "orders" USING btree ("client_ip") WHERE "orders"."status" = 'pending' and "orders"."hold_expires_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_live_hold_email_idx" ON "orders" USING btree (lower("email")) WHERE "orders"."status" = 'pending' and "orders"."hold_expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key") WHERE "orders"."idempotency_key" is not null;