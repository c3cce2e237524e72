/**
 * Storage options of every trigram (GIN) search index. With GIN's default `fastupdate`, new rows
 * wait in an unsorted pending list (up to 4 MB) that every search reads from end to end until a
 * VACUUM merges it; PGlite has no autovacuum, so on the big shop each search index kept a full
 * list and an order search spent most of its time there. Off, each write files its entries
 * straight into the index: slightly dearer writes (an order, a review, a product edit), searches
 * that cost the same whenever they run.
 */
export const trigramIndexOptions = { fastupdate: false };
