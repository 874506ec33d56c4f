/**
 * Posting to a game's webhook from Node: the host name is resolved here, every address it resolves to must be public
 * (`isPublicAddress`), and the connection goes to the address checked (so a second, different answer of the DNS cannot
 * slip in a private one); no redirect is followed, and a post gives up after `timeoutMs`.
 */
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isPublicAddress, type ResolveHost, webhookUrlProblem } from './webhook-url.ts';

/** The system's resolver (/etc/hosts included), every address of a name, as Node connects to them. */
export const nodeResolveHost: ResolveHost = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
import type { WebhookSender } from './webhook.ts';

export function nodeWebhookSender(options: { allowLocal?: boolean; timeoutMs?: number } = {}): WebhookSender {
  const allowLocal = options.allowLocal ?? false;
  const timeoutMs = options.timeoutMs ?? 5_000;
  return async (raw, payload) => {
    const problem = webhookUrlProblem(raw, allowLocal);
    if (problem) throw new Error(`webhook refused: ${problem}`);
    const url = new URL(raw);
    const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
    const addresses = await lookup(host, { all: true, verbatim: true });
    if (addresses.length === 0) throw new Error('webhook refused: its host has no address');
    if (!allowLocal && !addresses.every((a) => isPublicAddress(a.address))) throw new Error('webhook refused: its host resolves to a private address');
    const pinned = addresses[0] as { address: string; family: number };
    const body = JSON.stringify(payload);
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    await new Promise<void>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'User-Agent': 'Turnpost' },
          // the address checked above, whatever the resolver would say now
          lookup: (_hostname, _options, callback) => callback(null, pinned.address, pinned.family),
          timeout: timeoutMs,
        },
        (res) => {
          res.resume();
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new Error(`webhook answered ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}`));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`webhook did not answer within ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(body);
    });
  };
}
