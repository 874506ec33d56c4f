ALTER TABLE "games" ADD COLUMN "host_token_hash" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "host_log" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;