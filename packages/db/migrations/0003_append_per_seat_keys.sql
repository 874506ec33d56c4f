-- Idempotency keys belong to one seat: the append looks a key up for (game, seat), so another seat's equal key is
-- a new request, and reports the earlier event's seq so the service can compare its action with the new one.
CREATE OR REPLACE FUNCTION turnpost_append(
  p_game text, p_expected integer, p_seat integer, p_action jsonb, p_key text, p_now timestamptz,
  p_awaiting integer[], p_status text, p_outcome jsonb
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

  INSERT INTO events (game_id, seq, seat, action, idempotency_key, created_at)
  VALUES (p_game, p_expected + 1, p_seat, p_action, p_key, p_now);

  PERFORM turnpost_mark_awaiting(p_game, p_expected + 1, p_awaiting, p_now);

  RETURN QUERY SELECT 'ok'::text, p_expected + 1, p_expected + 1;
END;
$$;
