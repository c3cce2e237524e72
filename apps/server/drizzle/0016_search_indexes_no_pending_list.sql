DROP INDEX "products_search_name_idx";--> statement-breakpoint
DROP INDEX "products_search_fullname_idx";--> statement-breakpoint
DROP INDEX "reviews_search_name_idx";--> statement-breakpoint
DROP INDEX "reviews_search_text_idx";--> statement-breakpoint
DROP INDEX "users_search_username_idx";--> statement-breakpoint
DROP INDEX "users_search_email_idx";--> statement-breakpoint
DROP INDEX "order_items_search_name_idx";--> statement-breakpoint
DROP INDEX "orders_search_number_idx";--> statement-breakpoint
DROP INDEX "orders_search_name_idx";--> statement-breakpoint
DROP INDEX "orders_search_reference_idx";--> statement-breakpoint
DROP INDEX "orders_search_id_idx";--> statement-breakpoint
CREATE INDEX "products_search_name_idx" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_fullname_idx" ON "products" USING gin ("fullname" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "reviews_search_name_idx" ON "reviews" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "reviews_search_text_idx" ON "reviews" USING gin ("review" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_search_username_idx" ON "users" USING gin ("username" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_search_email_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "order_items_search_name_idx" ON "order_items" USING gin ("product_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_search_number_idx" ON "orders" USING gin (('GN-' || "order_number"::text) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_search_name_idx" ON "orders" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_search_reference_idx" ON "orders" USING gin ("reference" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_search_id_idx" ON "orders" USING gin (("id"::text) gin_trgm_ops) WITH (fastupdate=false);