-- A seat is a person or a bot of a level: `bot` holds the level (null for a person) and replaces `is_bot`.
ALTER TABLE "seats" ADD COLUMN "bot" text;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_bot_level" CHECK ("bot" IN ('easy', 'medium', 'hard'));--> statement-breakpoint
UPDATE "seats" SET "bot" = 'medium' WHERE "is_bot";--> statement-breakpoint
-- Bot seats never get emails (as before, now read from `bot`).
CREATE OR REPLACE FUNCTION turnpost_mark_awaiting(p_game text, p_version integer, p_awaiting integer[], p_now timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outbox (game_id, seat, kind, version, wait_started_at, due_at, created_at)
  SELECT s.game_id, s.seat, k.kind, p_version, p_now,
         CASE WHEN k.kind = 'turn' THEN p_now ELSE p_now + make_interval(hours => s.remind_after_hours) END,
         p_now
  FROM seats s
  CROSS JOIN (VALUES ('turn'), ('reminder')) AS k(kind)
  WHERE s.game_id = p_game
    AND s.seat = ANY (p_awaiting)
    AND s.awaiting_since IS NULL
    AND s.email IS NOT NULL
    AND NOT s.unsubscribed
    AND s.bot IS NULL
    AND ((k.kind = 'turn' AND s.notify_at_once) OR (k.kind = 'reminder' AND s.remind_after_hours IS NOT NULL))
  ON CONFLICT DO NOTHING;

  UPDATE seats s
  SET awaiting_since = CASE WHEN s.seat = ANY (p_awaiting) THEN coalesce(s.awaiting_since, p_now) ELSE NULL END
  WHERE s.game_id = p_game
    AND (s.awaiting_since IS NULL) = (s.seat = ANY (p_awaiting));
END;
$$;
