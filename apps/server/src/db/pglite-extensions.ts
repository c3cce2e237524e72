import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create (pg_trgm for the admin's order search), loaded into every
 * embedded database: PGlite can only CREATE EXTENSION what it was started with. The database
 * thread (pglite-thread/pglite-worker.mjs, plain JavaScript) loads the same list itself.
 */
export const pgliteExtensions = { pg_trgm };
