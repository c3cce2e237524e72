ALTER TABLE "products" ADD COLUMN "sale_price_kobo" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_below_price" CHECK ("products"."sale_price_kobo" is null or ("products"."sale_price_kobo" > 0 and "products"."sale_price_kobo" < "products"."price_kobo"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_whole" CHECK (("products"."sale_price_kobo" is null) = ("products"."sale_ends_at" is null) and ("products"."sale_price_kobo" is null) = ("products"."sale_starts_at" is null));