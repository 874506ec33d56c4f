-- Projections and outbox for "the game now waits on these seats", shared by game creation and append.
-- Seats that start waiting get outbox rows (at once and/or after their delay); seats that stop waiting are cleared.
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
    AND NOT s.is_bot
    AND ((k.kind = 'turn' AND s.notify_at_once) OR (k.kind = 'reminder' AND s.remind_after_hours IS NOT NULL))
  ON CONFLICT DO NOTHING;

  UPDATE seats s
  SET awaiting_since = CASE WHEN s.seat = ANY (p_awaiting) THEN coalesce(s.awaiting_since, p_now) ELSE NULL END
  WHERE s.game_id = p_game
    AND (s.awaiting_since IS NULL) = (s.seat = ANY (p_awaiting));
END;
$$;
--> statement-breakpoint
-- Append one event in one atomic round trip: idempotency check, optimistic version bump, event insert,
-- projections (status, awaiting, outcome) and outbox rows. Reports ok | duplicate | conflict.
CREATE OR REPLACE FUNCTION turnpost_append(
  p_game text, p_expected integer, p_seat integer, p_action jsonb, p_key text, p_now timestamptz,
  p_awaiting integer[], p_status text, p_outcome jsonb
) RETURNS TABLE (result text, seq integer, version integer) LANGUAGE plpgsql AS $$
DECLARE
  v_seq integer;
BEGIN
  SELECT e.seq INTO v_seq FROM events e WHERE e.game_id = p_game AND e.idempotency_key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT 'duplicate'::text, v_seq, g.version FROM games g WHERE g.id = p_game;
    RETURN;
  END IF;

  UPDATE games g
  SET version = p_expected + 1, status = p_status, awaiting = p_awaiting, outcome = p_outcome, updated_at = p_now,
      finished_at = CASE WHEN p_status = 'finished' THEN p_now ELSE NULL END
  WHERE g.id = p_game AND g.version = p_expected AND g.status = 'active';

  IF NOT FOUND THEN
    -- A concurrent request may have appended this very idempotency key first.
    SELECT e.seq INTO v_seq FROM events e WHERE e.game_id = p_game AND e.idempotency_key = p_key;
    IF FOUND THEN
      RETURN QUERY SELECT 'duplicate'::text, v_seq, g.version FROM games g WHERE g.id = p_game;
    ELSE
      RETURN QUERY SELECT 'conflict'::text, NULL::integer, g.version FROM games g WHERE g.id = p_game;
    END IF;
    RETURN;
  END IF;

  INSERT INTO events (game_id, seq, seat, action, idempotency_key, created_at)
  VALUES (p_game, p_expected + 1, p_seat, p_action, p_key, p_now);

  PERFORM turnpost_mark_awaiting(p_game, p_expected + 1, p_awaiting, p_now);

  RETURN QUERY SELECT 'ok'::text, p_expected + 1, p_expected + 1;
END;
$$;
--> statement-breakpoint
-- The event log is append-only.
CREATE OR REPLACE FUNCTION turnpost_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
FOR EACH ROW EXECUTE FUNCTION turnpost_events_append_only();
