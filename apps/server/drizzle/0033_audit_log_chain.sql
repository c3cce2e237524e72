ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_prev_hash_idx" ON "audit_log" USING btree ("prev_hash");--> statement-breakpoint
-- Written by hand below (drizzle-kit does not model functions or triggers: keep this part when
-- migrations are regenerated). Each audit entry is chained to the one before it (decision 41):
-- hash = SHA-256 of the previous entry's hash and this entry's fields, so a backup whose entries
-- were rewritten, or had one taken out of the middle, is refused by db:restore. The time is
-- written in UTC and the JSON as jsonb prints it, so every engine and time zone hashes alike.
CREATE OR REPLACE FUNCTION audit_log_row_hash(prev text, r audit_log) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(prev, r.id,
    to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), r.actor_id, r.actor_name, r.actor_email,
    r.kind, r.subject_type, r.subject_id, r.summary, r.before, r.after)::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- One writer at a time takes the chain's end (the newest entry nothing points to yet), so two
-- transactions never chain onto the same entry (the unique index on prev_hash would refuse the second).
-- An entry inserted with its hash already set (db:restore) keeps it; the restore checks it.
CREATE OR REPLACE FUNCTION audit_log_chain() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.hash IS NULL THEN
    PERFORM pg_advisory_xact_lock(727037);
    SELECT a.hash INTO NEW.prev_hash FROM audit_log a
    WHERE NOT EXISTS (SELECT 1 FROM audit_log b WHERE b.prev_hash = a.hash) ORDER BY a.id DESC LIMIT 1;
    NEW.hash := audit_log_row_hash(NEW.prev_hash, NEW);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_chained BEFORE INSERT ON audit_log
FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
--> statement-breakpoint
-- The entries written before this migration, chained in the order they were written. The only
-- update the audit log ever takes: its append-only trigger is lifted for it, in this transaction.
ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only;
--> statement-breakpoint
DO $$
DECLARE
  r audit_log;
  prev text := NULL;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    UPDATE audit_log SET prev_hash = prev, hash = audit_log_row_hash(prev, r) WHERE id = r.id;
    prev := audit_log_row_hash(prev, r);
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only;
