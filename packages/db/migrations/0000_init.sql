CREATE TABLE "events" (
	"game_id" text NOT NULL,
	"seq" integer NOT NULL,
	"seat" integer NOT NULL,
	"action" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "events_game_id_seq_pk" PRIMARY KEY("game_id","seq")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"rules_version" integer NOT NULL,
	"options" jsonb NOT NULL,
	"seed" text NOT NULL,
	"seat_count" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"awaiting" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"seat" integer NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"wait_started_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"dropped_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"game_id" text NOT NULL,
	"seat" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"token_hash" text NOT NULL,
	"token_generation" integer DEFAULT 0 NOT NULL,
	"notify_at_once" boolean DEFAULT false NOT NULL,
	"remind_after_hours" integer DEFAULT 24,
	"unsubscribed" boolean DEFAULT false NOT NULL,
	"awaiting_since" timestamp with time zone,
	"reminded_version" integer,
	"is_bot" boolean DEFAULT false NOT NULL,
	CONSTRAINT "seats_game_id_seat_pk" PRIMARY KEY("game_id","seat")
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_idempotency_idx" ON "events" USING btree ("game_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "games_status_finished_idx" ON "games" USING btree ("status","finished_at");--> statement-breakpoint
CREATE INDEX "games_game_status_idx" ON "games" USING btree ("game","status");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_idx" ON "outbox" USING btree ("game_id","seat","kind","version");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("due_at") WHERE sent_at is null and dropped_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "seats_token_hash_idx" ON "seats" USING btree ("token_hash");