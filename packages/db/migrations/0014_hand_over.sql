DROP INDEX "outbox_dedupe_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "holder_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_idx" ON "outbox" USING btree ("game_id","seat","kind","version","holder_generation");