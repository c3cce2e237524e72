CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "products_search_name_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_fullname_idx" ON "products" USING gin ("fullname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_search_name_idx" ON "reviews" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_search_text_idx" ON "reviews" USING gin ("review" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","username");--> statement-breakpoint
CREATE INDEX "users_search_username_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_email_idx" ON "users" USING gin ("email" gin_trgm_ops);