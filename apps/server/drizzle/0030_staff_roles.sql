-- Staff roles (decision 0036). A role the shop never gave (any role other than user counted as
-- admin until now) keeps its powers as an admin, so the check below holds for every row.
UPDATE "users" SET "role" = 'admin' WHERE "role" NOT IN ('user', 'owner', 'admin', 'manager', 'fulfilment', 'support');--> statement-breakpoint
-- An existing shop's owner is its oldest admin (the one the first start made).
UPDATE "users" SET "role" = 'owner' WHERE "id" = (SELECT "id" FROM "users" WHERE "role" = 'admin' ORDER BY "created_at", "id" LIMIT 1) AND NOT EXISTS (SELECT 1 FROM "users" WHERE "role" = 'owner');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'owner', 'admin', 'manager', 'fulfilment', 'support'));
