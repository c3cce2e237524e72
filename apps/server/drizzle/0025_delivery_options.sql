CREATE TABLE "delivery_options" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"price_kobo" bigint NOT NULL,
	"eta" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"area" text DEFAULT 'everywhere' NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"lgas" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_options_area_check" CHECK ("delivery_options"."area" in ('everywhere', 'states', 'lgas')),
	CONSTRAINT "delivery_options_price_check" CHECK ("delivery_options"."price_kobo" >= 0),
	CONSTRAINT "delivery_options_where_check" CHECK (("delivery_options"."area" = 'everywhere' and cardinality("delivery_options"."states") = 0 and cardinality("delivery_options"."lgas") = 0)
        or ("delivery_options"."area" = 'states' and cardinality("delivery_options"."states") > 0 and cardinality("delivery_options"."lgas") = 0)
        or ("delivery_options"."area" = 'lgas' and cardinality("delivery_options"."states") = 1 and cardinality("delivery_options"."lgas") > 0))
);
--> statement-breakpoint
CREATE INDEX "delivery_options_position_idx" ON "delivery_options" USING btree ("position","id");--> statement-breakpoint
-- The spec's three, as the checkout offered them before the table: a new shop and an existing one start the same.
INSERT INTO "delivery_options" ("id", "label", "price_kobo", "eta", "description", "area", "states", "lgas", "position") VALUES
	('GUO', 'GUO', 400000, '2–4 working days', 'Bus parcel service to a GUO park, 2–4 working days', 'everywhere', '{}', '{}', 1),
	('GIG', 'GIG', 700000, '1–3 working days', 'GIG Logistics door delivery, 1–3 working days', 'everywhere', '{}', '{}', 2),
	('BENIN', 'Within Benin (BENIN)', 250000, 'Same or next day', 'Local rider in Benin City, same or next day', 'lgas', '{Edo}', '{Oredo,Egor,"Ikpoba Okha"}', 3);
