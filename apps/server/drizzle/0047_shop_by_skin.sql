ALTER TABLE "products" ADD COLUMN "skin_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "concerns" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "skin_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "skin_concerns" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_skin_types_idx" ON "products" USING gin ("skin_types");--> statement-breakpoint
CREATE INDEX "products_concerns_idx" ON "products" USING gin ("concerns");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_skin_types_known" CHECK ("products"."skin_types" <@ array['oily', 'dry', 'combination', 'normal', 'sensitive']::text[]);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_concerns_known" CHECK ("products"."concerns" <@ array['hyperpigmentation', 'acne', 'dryness', 'dullness', 'sun-protection', 'ageing']::text[]);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_skin_type_known" CHECK ("users"."skin_type" is null or "users"."skin_type" in ('oily', 'dry', 'combination', 'normal', 'sensitive'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_skin_concerns_known" CHECK ("users"."skin_concerns" <@ array['hyperpigmentation', 'acne', 'dryness', 'dullness', 'sun-protection', 'ageing']::text[]);