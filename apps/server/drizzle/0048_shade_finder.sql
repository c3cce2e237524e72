CREATE TABLE "shopper_shades" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"depth" text NOT NULL,
	"undertone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_shades_depth_known" CHECK ("shopper_shades"."depth" in ('fair', 'light', 'medium', 'tan', 'deep', 'rich', 'deepest')),
	CONSTRAINT "shopper_shades_undertone_known" CHECK ("shopper_shades"."undertone" in ('cool', 'neutral', 'warm', 'olive'))
);
--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "depth" text;--> statement-breakpoint
ALTER TABLE "colors" ADD COLUMN "undertone" text;--> statement-breakpoint
ALTER TABLE "shopper_shades" ADD CONSTRAINT "shopper_shades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colors" ADD CONSTRAINT "colors_shade_known" CHECK (("colors"."depth" is null and "colors"."undertone" is null) or ("colors"."depth" in ('fair', 'light', 'medium', 'tan', 'deep', 'rich', 'deepest') and "colors"."undertone" in ('cool', 'neutral', 'warm', 'olive')));