/**
 * A game's group-chat notice: "Ann's move in Saltmarket — round 3", with the game's spectator link, in the one body
 * both Discord (`content`) and Slack (`text`) incoming webhooks accept. Sent through the outbox like an email: once
 * per wait, retried with backoff.
 */

/** Posts `payload` as JSON to a webhook address; rejects when it was refused, failed or answered other than 2xx. */
export type WebhookSender = (url: string, payload: WebhookPayload) => Promise<void>;

export interface WebhookPayload {
  content: string;
  text: string;
}

export function turnNotice(f: { seatName: string; gameTitle: string; round: number | null; link: string }): WebhookPayload {
  const text = `${f.seatName}'s move in ${f.gameTitle}${f.round ? ` — round ${f.round}` : ''}. Watch: ${f.link}`;
  return { content: text, text };
}

/**
 * Posting from a Worker: Cloudflare's network never lets a Worker's fetch reach a private address, so only the
 * address's own rules are checked here (`webhookUrlProblem`); no redirect is followed, and a post gives up after
 * `timeoutMs`.
 */
export function fetchWebhookSender(check: (url: string) => string | null, timeoutMs = 5_000): WebhookSender {
  return async (url, payload) => {
    const problem = check(url);
    if (problem) throw new Error(`webhook refused: ${problem}`);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'Turnpost' },
      body: JSON.stringify(payload),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status < 200 || res.status >= 300) throw new Error(`webhook answered ${res.status}`);
  };
}
