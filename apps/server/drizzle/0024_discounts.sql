CREATE TABLE "discount_uses" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"discount_id" uuid NOT NULL,
	"email" text NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"spent_at" timestamp with time zone,
	CONSTRAINT "discount_uses_state_check" CHECK ("discount_uses"."state" in ('held', 'spent')),
	CONSTRAINT "discount_uses_email_lower" CHECK ("discount_uses"."email" = lower("discount_uses"."email"))
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" bigint NOT NULL,
	"min_subtotal_kobo" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"category" text,
	"product_ids" uuid[],
	"paused" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_type_check" CHECK ("discounts"."type" in ('percent', 'fixed', 'free_delivery')),
	CONSTRAINT "discounts_value_check" CHECK (("discounts"."type" = 'percent' and "discounts"."value" between 1 and 100) or ("discounts"."type" = 'fixed' and "discounts"."value" > 0) or ("discounts"."type" = 'free_delivery' and "discounts"."value" = 0)),
	CONSTRAINT "discounts_code_upper" CHECK ("discounts"."code" = upper("discounts"."code") and length("discounts"."code") > 0),
	CONSTRAINT "discounts_min_subtotal_check" CHECK ("discounts"."min_subtotal_kobo" >= 0),
	CONSTRAINT "discounts_dates_check" CHECK ("discounts"."ends_at" is null or "discounts"."starts_at" is null or "discounts"."ends_at" > "discounts"."starts_at"),
	CONSTRAINT "discounts_max_uses_check" CHECK ("discounts"."max_uses" is null or "discounts"."max_uses" > 0),
	CONSTRAINT "discounts_max_uses_per_customer_check" CHECK ("discounts"."max_uses_per_customer" is null or "discounts"."max_uses_per_customer" > 0),
	CONSTRAINT "discounts_category_check" CHECK ("discounts"."category" in ('makeup', 'skincare'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_uses_discount_idx" ON "discount_uses" USING btree ("discount_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_live_code_idx" ON "discounts" USING btree ("code") WHERE "discounts"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_check" CHECK ("orders"."discount_kobo" >= 0);