DROP INDEX "events_idempotency_idx";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "events_seat_idempotency_idx" ON "events" USING btree ("game_id","seat","idempotency_key");--> statement-breakpoint
CREATE INDEX "games_listed_idx" ON "games" USING btree ("listed","status");