ALTER TABLE "orders" ADD COLUMN "delivery_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_eta" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Orders made before the name was kept take the option's name and estimate as they stand now, or,
-- for an option since deleted, the shop's first three names (its options before the table).
UPDATE "orders" o SET "delivery_name" = d."label", "delivery_eta" = d."eta"
  FROM "delivery_options" d WHERE d."id" = o."transport_option";--> statement-breakpoint
UPDATE "orders" SET "delivery_name" = 'Within Benin (BENIN)' WHERE "delivery_name" = '' AND "transport_option" = 'BENIN';--> statement-breakpoint
UPDATE "orders" SET "delivery_name" = "transport_option" WHERE "delivery_name" = '' AND "transport_option" IN ('GUO', 'GIG');
