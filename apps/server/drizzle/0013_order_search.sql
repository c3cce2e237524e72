DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "order_items_search_name_idx" ON "order_items" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_number_idx" ON "orders" USING gin (('GN-' || "order_number"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_name_idx" ON "orders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_reference_idx" ON "orders" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_id_idx" ON "orders" USING gin (("id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");