-- The bots' analysis of each finished game (issue 50), stored in chunks of versions: `done` counts the versions
-- analysed, and a chunk is stored only where `done` is still what its runner read (exactly once under racing runners).
CREATE TABLE "game_analyses" (
  "game_id" text PRIMARY KEY NOT NULL REFERENCES "games"("id"),
  "version" integer NOT NULL,
  "done" integer DEFAULT 0 NOT NULL,
  "win_chance" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "turning_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "lease_until" timestamp with time zone,
  "asked_at" timestamp with time zone NOT NULL,
  "ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "game_analyses_waiting_idx" ON "game_analyses" ("asked_at") WHERE "ready_at" IS NULL;
