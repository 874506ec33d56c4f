-- Mail consent: an address gets one email asking it to confirm before any turn email, and nothing more until it
-- does. A row is written when that email is sent (asked_at, and the game whose email asked); confirmed_at when the
-- address confirmed from its link. No row: never asked. Addresses are lowercased.
CREATE TABLE "mail_consents" (
	"email" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL REFERENCES "games"("id"),
	"asked_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mail_consents_asked_idx" ON "mail_consents" ("asked_at");
