ALTER TABLE "games" ADD COLUMN "webhook_url" text;--> statement-breakpoint
-- As 0007, and a game with a group-chat webhook gets a 'webhook' row for every person who starts waiting (whose
-- move it is), whatever their email settings: the group is told once per wait.
CREATE OR REPLACE FUNCTION turnpost_mark_awaiting(p_game text, p_version integer, p_awaiting integer[], p_now timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outbox (game_id, seat, kind, version, wait_started_at, due_at, created_at)
  SELECT s.game_id, s.seat, k.kind, p_version, p_now,
         CASE k.kind
           WHEN 'turn' THEN p_now
           WHEN 'webhook' THEN p_now
           WHEN 'reminder' THEN p_now + make_interval(hours => s.remind_after_hours)
           WHEN 'half' THEN p_now + make_interval(secs => s.clock_seconds / 2)
           ELSE p_now + make_interval(secs => greatest(0, s.clock_seconds - 12 * 3600))
         END,
         p_now
  FROM seats s
  JOIN games g ON g.id = s.game_id
  CROSS JOIN (VALUES ('turn'), ('reminder'), ('half'), ('late'), ('webhook')) AS k(kind)
  WHERE s.game_id = p_game
    AND s.seat = ANY (p_awaiting)
    AND s.awaiting_since IS NULL
    AND s.bot IS NULL
    AND (
      (k.kind = 'webhook' AND g.webhook_url IS NOT NULL)
      OR (s.email IS NOT NULL AND NOT s.unsubscribed AND (
        (k.kind = 'turn' AND s.notify_at_once)
        OR (k.kind = 'reminder' AND s.remind_after_hours IS NOT NULL)
        OR (k.kind = 'half' AND s.remind_after_hours IS NOT NULL AND g.pace IS NOT NULL AND s.clock_seconds > 24 * 3600)
        OR (k.kind = 'late' AND s.remind_after_hours IS NOT NULL AND g.pace IS NOT NULL AND s.clock_seconds IS NOT NULL))))
  ON CONFLICT DO NOTHING;

  UPDATE seats s
  SET awaiting_since = CASE WHEN s.seat = ANY (p_awaiting) THEN coalesce(s.awaiting_since, p_now) ELSE NULL END,
      clock_seconds = CASE
        WHEN s.clock_seconds IS NULL OR g.pace IS NULL OR s.awaiting_since IS NULL OR s.seat = ANY (p_awaiting)
          THEN s.clock_seconds
        ELSE least(
          round((g.pace->>'capHours')::numeric * 3600)::integer,
          greatest(0, s.clock_seconds - floor(extract(epoch FROM p_now - s.awaiting_since))::integer)
            + round((g.pace->>'perMoveHours')::numeric * 3600)::integer)
      END
  FROM games g
  WHERE g.id = p_game
    AND s.game_id = p_game
    AND (s.awaiting_since IS NULL) = (s.seat = ANY (p_awaiting));
END;
$$;
