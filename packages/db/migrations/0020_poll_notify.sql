-- What an unchanged poll reads (a game's version, chat revision and rematch, its seats' link hashes) is announced when it
-- changes: NOTIFY turnpost_polls with the game's id, sent at the commit, so each Node server can keep those rows in
-- memory and answer unchanged polls without a query (apps/api PollCache; packages/db poll-feed.ts).
CREATE OR REPLACE FUNCTION turnpost_poll_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('turnpost_polls', NEW.game_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION turnpost_game_poll_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('turnpost_polls', NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER games_poll_changed AFTER UPDATE OF version, chat_revision, rematch_id ON games
  FOR EACH ROW WHEN (OLD.version IS DISTINCT FROM NEW.version OR OLD.chat_revision IS DISTINCT FROM NEW.chat_revision
    OR OLD.rematch_id IS DISTINCT FROM NEW.rematch_id)
  EXECUTE FUNCTION turnpost_game_poll_changed();
--> statement-breakpoint
CREATE TRIGGER seats_poll_changed AFTER UPDATE OF token_hash ON seats
  FOR EACH ROW WHEN (OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION turnpost_poll_changed();
