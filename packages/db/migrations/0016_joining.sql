-- Ways in and out without accounts: a game created with open seats has one invite link (kept as its token's SHA-256),
-- may list its open seats in the lobby, and says what becomes of seats nobody took by `fill_by` ('bots' or 'cancel').
-- Its status is 'open' until every seat is taken. A seat link carried to another device is a one-time code, kept as
-- its SHA-256, that expires.
ALTER TABLE "games" ADD COLUMN "invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "invite_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "in_lobby" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "fill_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "unfilled" text;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "games_lobby_idx" ON "games" USING btree ("status", "fill_by") WHERE "in_lobby";--> statement-breakpoint
CREATE INDEX "games_open_fill_by_idx" ON "games" USING btree ("fill_by") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "seats_email_idx" ON "seats" USING btree (lower("email")) WHERE "email" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "carries" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL REFERENCES "games"("id"),
	"seat" integer NOT NULL,
	"token_generation" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
