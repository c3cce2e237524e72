CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"product_id");--> statement-breakpoint
CREATE INDEX "reviews_rating_created_idx" ON "reviews" USING btree ("rating","created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","username");