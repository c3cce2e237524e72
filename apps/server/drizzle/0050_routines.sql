CREATE TABLE "routine_parts" (
	"routine_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"part_id" uuid,
	"step" text NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "routine_parts_routine_id_position_pk" PRIMARY KEY("routine_id","position"),
	CONSTRAINT "routine_parts_quantity_positive" CHECK ("routine_parts"."quantity" > 0),
	CONSTRAINT "routine_parts_not_itself" CHECK ("routine_parts"."part_id" <> "routine_parts"."routine_id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "routine_parts" jsonb;--> statement-breakpoint
ALTER TABLE "routine_parts" ADD CONSTRAINT "routine_parts_routine_id_products_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_parts" ADD CONSTRAINT "routine_parts_part_id_products_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "routine_parts_once_idx" ON "routine_parts" USING btree ("routine_id","part_id");--> statement-breakpoint
CREATE INDEX "routine_parts_part_idx" ON "routine_parts" USING btree ("part_id");