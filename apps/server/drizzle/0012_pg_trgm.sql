-- Trigram indexes back the admin's order search (ILIKE '%…%'); PostgreSQL ships pg_trgm in its
-- contrib package, and the embedded database loads it at start (src/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
