CREATE TABLE "review_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" text NOT NULL,
	"uploaded_by" uuid,
	"order_id" uuid,
	"review_id" uuid,
	"position" smallint DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_photos_uploader" CHECK (("review_photos"."uploaded_by" is null) <> ("review_photos"."order_id" is null))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "skin_type" text;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "review_photos" USING btree ("review_id","position");--> statement-breakpoint
CREATE INDEX "review_photos_user_idx" ON "review_photos" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "review_photos_order_idx" ON "review_photos" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_skin_type_known" CHECK ("reviews"."skin_type" in ('oily', 'dry', 'combination', 'normal', 'sensitive'));