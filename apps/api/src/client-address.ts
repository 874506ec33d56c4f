/**
 * The address a request's rate limits count against. Directly on the internet: the socket's peer. Behind reverse
 * proxies the socket's peer is the nearest proxy (every player would share its budget), so with `TRUST_PROXY` the
 * address comes from the header the trusted proxies set: `X-Forwarded-For:<hops>` (each proxy appends the address it
 * was reached from; with `hops` trusted proxies the entry `hops` from the end is the client as the farthest of them
 * saw it — entries further left are the client's own claims), or a one-address header such as `X-Real-IP`.
 */
export interface TrustedProxy {
  /** The header's name, e.g. `X-Forwarded-For`. */
  header: string;
  /** How many proxies of ours append to it (X-Forwarded-For); 0 for a header holding one address. */
  hops: number;
}

/** `TRUST_PROXY`: `X-Forwarded-For:2`, `X-Forwarded-For` (one hop), `X-Real-IP`; unset: none. */
export function parseTrustProxy(value: string | undefined): TrustedProxy | null {
  if (!value) return null;
  const match = /^([A-Za-z0-9-]+)(?::(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`TRUST_PROXY must be a header name with an optional hop count (X-Forwarded-For:1), not ${value}`);
  const header = match[1] as string;
  const listed = header.toLowerCase() === 'x-forwarded-for';
  const hops = match[2] === undefined ? (listed ? 1 : 0) : Number(match[2]);
  if (listed && hops < 1) throw new Error('TRUST_PROXY: X-Forwarded-For needs at least one hop');
  return { header, hops: listed ? hops : 0 };
}

/** The client's address: the socket's peer, or what the trusted proxies say (the peer when they said nothing). */
export function clientAddressOf(peer: string, proxy: TrustedProxy | null, header: string | undefined): string {
  if (!proxy || !header) return peer;
  const entries = header.split(',').map((e) => e.trim()).filter((e) => e.length > 0);
  if (entries.length === 0) return peer;
  if (proxy.hops === 0) return entries[entries.length - 1] as string;
  return entries[Math.max(0, entries.length - proxy.hops)] as string;
}
