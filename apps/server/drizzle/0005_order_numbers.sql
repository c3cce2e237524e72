CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "view_token" text;--> statement-breakpoint
-- Existing orders are numbered in the order they were made, and each gets its own random link
-- secret (a SHA-256 of two random UUIDs, base64url).
UPDATE "orders" SET "order_number" = numbered.n FROM (
  SELECT "id", 100000 + row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders"
) AS numbered WHERE "orders"."id" = numbered."id";--> statement-breakpoint
SELECT setval('order_number_seq', (SELECT max("order_number") FROM "orders")) WHERE EXISTS (SELECT 1 FROM "orders");--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET DEFAULT nextval('order_number_seq');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "view_token" = translate(encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'base64'), '+/=', '-_');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "view_token" SET DEFAULT translate(encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'base64'), '+/=', '-_');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "view_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_number_unique" UNIQUE("order_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_view_token_unique" UNIQUE("view_token");
