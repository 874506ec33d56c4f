import pg from 'pg';

/** The channel the migration 0020 triggers notify with a game's id when what its polls read changes. */
export const POLL_CHANNEL = 'turnpost_polls';

export interface PollFeed {
  /** Whether every change is known to reach `onChange`: listening, and its own heartbeat came back lately. */
  live(): boolean;
  stop(): Promise<void>;
}

/**
 * Listens (one dedicated connection, `LISTEN turnpost_polls`) for the games whose poll rows changed, on any server of
 * the database: `onChange(gameId)` for each, `onChange(null)` when changes may have been missed (the connection was
 * lost; everything known must be forgotten). A heartbeat notifies the channel itself every `heartbeatMs`; until it
 * comes back the feed is not `live`, so a connection that froze without an error is found within a few beats.
 */
export function listenForPolls(url: string, onChange: (gameId: string | null) => void, { heartbeatMs = 2_000, retryMs = 1_000 } = {}): PollFeed {
  let client: pg.Client | null = null;
  let listening = false;
  let lastBeat = 0;
  let stopped = false;
  let beat: ReturnType<typeof setInterval> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  /** Stops listening and lets the connection go, deaf to what it still reports. */
  const drop = (): Promise<void> => {
    listening = false;
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => {});
    return old ? old.end().catch(() => {}) : Promise.resolve();
  };

  const lost = () => {
    if (listening || client) onChange(null);
    void drop();
    if (!stopped && !retry) retry = setTimeout(() => { retry = null; void connect(); }, retryMs);
  };

  async function connect() {
    const c = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000, application_name: 'turnpost-poll-feed' });
    client = c;
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel !== POLL_CHANNEL) return;
      if (n.payload) onChange(n.payload);
      else lastBeat = Date.now();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${POLL_CHANNEL}`);
      if (client !== c) return;
      // what happened before LISTEN took effect was not heard: forget it all, once more
      onChange(null);
      listening = true;
      await c.query(`select pg_notify('${POLL_CHANNEL}', '')`);
    } catch {
      if (client === c) lost();
    }
  }

  beat = setInterval(() => {
    if (listening && client) client.query(`select pg_notify('${POLL_CHANNEL}', '')`).catch(lost);
  }, heartbeatMs);
  beat.unref?.();
  void connect();

  return {
    live: () => listening && Date.now() - lastBeat < 3 * heartbeatMs,
    async stop() {
      stopped = true;
      if (beat) clearInterval(beat);
      if (retry) clearTimeout(retry);
      await drop();
    },
  };
}
