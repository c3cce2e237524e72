CREATE TABLE "backup_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backup_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slot" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"file" text,
	"bytes" bigint,
	"error" text,
	CONSTRAINT "backup_runs_kind_check" CHECK ("backup_runs"."kind" in ('scheduled', 'manual')),
	CONSTRAINT "backup_runs_status_check" CHECK ("backup_runs"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_slot_idx" ON "backup_runs" USING btree ("slot");