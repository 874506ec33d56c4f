ALTER TABLE "events" ADD COLUMN "by" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "pace" jsonb;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "clock_seconds" integer;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "autopilot_moves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A paced game's clocks: a seat leaving a wait keeps what was left on its clock, gains the pace's time per move and
-- holds at most its cap (a time per move: all three equal, so the clock is full at every wait; an expired clock
-- counts as empty). The wait's deadline is awaiting_since + clock_seconds.
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
--> statement-breakpoint
DROP FUNCTION turnpost_append(text, integer, integer, jsonb, text, timestamptz, integer[], text, jsonb);
--> statement-breakpoint
-- As 0003, and the event records who made it (p_by: null for the seat's holder, 'autopilot' for a person's move
-- made by the autopilot when their time ran out). A person's own move clears their autopilot streak; a wait the
-- autopilot ends adds one to it (from 2 on the seat is on autopilot). A person who moves after their time ran out,
-- before the autopilot did, and whose turn goes on, gets one move's time from then: the autopilot never takes over
-- from someone who is playing.
CREATE OR REPLACE FUNCTION turnpost_append(
  p_game text, p_expected integer, p_seat integer, p_action jsonb, p_key text, p_now timestamptz,
  p_awaiting integer[], p_status text, p_outcome jsonb, p_by text
) RETURNS TABLE (result text, seq integer, version integer) LANGUAGE plpgsql AS $$
DECLARE
  v_seq integer;
BEGIN
  SELECT e.seq INTO v_seq FROM events e WHERE e.game_id = p_game AND e.seat = p_seat AND e.idempotency_key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT 'duplicate'::text, v_seq, g.version FROM games g WHERE g.id = p_game;
    RETURN;
  END IF;

  UPDATE games g
  SET version = p_expected + 1, status = p_status, awaiting = p_awaiting, outcome = p_outcome, updated_at = p_now,
      finished_at = CASE WHEN p_status = 'finished' THEN p_now ELSE NULL END
  WHERE g.id = p_game AND g.version = p_expected AND g.status = 'active';

  IF NOT FOUND THEN
    -- A concurrent request of this seat may have appended this very idempotency key first.
    SELECT e.seq INTO v_seq FROM events e WHERE e.game_id = p_game AND e.seat = p_seat AND e.idempotency_key = p_key;
    IF FOUND THEN
      RETURN QUERY SELECT 'duplicate'::text, v_seq, g.version FROM games g WHERE g.id = p_game;
    ELSE
      RETURN QUERY SELECT 'conflict'::text, NULL::integer, g.version FROM games g WHERE g.id = p_game;
    END IF;
    RETURN;
  END IF;

  INSERT INTO events (game_id, seq, seat, action, idempotency_key, by, created_at)
  VALUES (p_game, p_expected + 1, p_seat, p_action, p_key, p_by, p_now);

  UPDATE seats s
  SET autopilot_moves = CASE
    WHEN p_by IS NULL THEN 0
    WHEN p_seat = ANY (p_awaiting) THEN s.autopilot_moves
    ELSE s.autopilot_moves + 1
  END
  WHERE s.game_id = p_game AND s.seat = p_seat AND s.bot IS NULL;

  IF p_by IS NULL AND p_seat = ANY (p_awaiting) THEN
    UPDATE seats s
    SET awaiting_since = p_now, clock_seconds = round((g.pace->>'perMoveHours')::numeric * 3600)::integer
    FROM games g
    WHERE g.id = p_game AND s.game_id = p_game AND s.seat = p_seat AND s.bot IS NULL AND g.pace IS NOT NULL
      AND s.awaiting_since + make_interval(secs => s.clock_seconds) <= p_now;
  END IF;

  PERFORM turnpost_mark_awaiting(p_game, p_expected + 1, p_awaiting, p_now);

  RETURN QUERY SELECT 'ok'::text, p_expected + 1, p_expected + 1;
END;
$$;
