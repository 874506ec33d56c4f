-- The table is a decider in TypeScript (packages/rules/src/table): every change to a table is an event of the game's
-- one stream, and the append (EventStore.append, one generic statement) holds no rule. The functions that kept the
-- pace, the notices and the autopilot's streak in SQL go; the revision now counts only the game's chat messages.
DROP FUNCTION IF EXISTS turnpost_append(text, integer, integer, jsonb, text, timestamptz, integer[], text, jsonb, text);--> statement-breakpoint
DROP FUNCTION IF EXISTS turnpost_mark_awaiting(text, integer, integer[], timestamptz);--> statement-breakpoint
ALTER TABLE "games" RENAME COLUMN "revision" TO "chat_revision";
