/**
 * Which webhook addresses a game may post to. The server posts on its own initiative to an address a host typed, so
 * it must never become a way into places only the server can reach (server-side request forgery): https only, no
 * credentials in the address, and a host that is, or resolves only to, public addresses (no loopback, private,
 * link-local or cloud-metadata ranges). `allowLocal` (tests only) admits a receiver on this machine.
 */
import ipaddr from 'ipaddr.js';

/** ipaddr.js ranges a webhook may reach: the public internet only. */
const PUBLIC = new Set(['unicast']);

/**
 * The IPv4 address an IPv6 one carries, in the forms that reach it: IPv4-mapped (`::ffff:a.b.c.d`), IPv4-compatible
 * (`::a.b.c.d`, deprecated, which routes may still honour), NAT64 (`64:ff9b::/96`) and 6to4 (`2002:AABB:CCDD::/48`).
 * Teredo and local NAT64 (`64:ff9b:1::/48`) hide theirs: `'hidden'`. None: null.
 */
function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | 'hidden' | null {
  const parts = ip.parts;
  const last32 = () => ipaddr.fromByteArray(ip.toByteArray().slice(12)) as ipaddr.IPv4;
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address();
  if (parts.slice(0, 6).every((p) => p === 0) && (parts[6] !== 0 || (parts[7] ?? 0) > 1)) return last32();
  if (parts[0] === 0x64 && parts[1] === 0xff9b) return parts.slice(2, 6).every((p) => p === 0) ? last32() : 'hidden';
  if (parts[0] === 0x2002) return ipaddr.fromByteArray(ip.toByteArray().slice(2, 6)) as ipaddr.IPv4;
  if (ip.range() === 'teredo') return 'hidden';
  return null;
}

/** Whether `address` (an IP literal) is on the public internet, an IPv4 address in an IPv6 form judged as itself. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6') {
    const inner = embeddedIPv4(ip as ipaddr.IPv6);
    if (inner === 'hidden') return false;
    if (inner !== null) return PUBLIC.has(inner.range());
  }
  return PUBLIC.has(ip.range());
}

const isLoopback = (address: string) => ipaddr.isValid(address) && ipaddr.parse(address).range() === 'loopback';

/** A URL's host as a resolver and the checks read it: no IPv6 brackets, no trailing dot (`localhost.` is `localhost`). */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();

/** Why `raw` cannot be a game's webhook, in words for the host; null when it can (its host is checked again at each post). */
export function webhookUrlProblem(raw: string, allowLocal = false): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'That is not a web address.';
  }
  const host = hostOf(url);
  const local = allowLocal && (isLoopback(host) || host === 'localhost');
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return 'A webhook address must start with https://.';
  if (url.username || url.password) return 'A webhook address may not carry a user name or password.';
  if (local) return null;
  // chat services listen on https's own port; any other would let a host probe this server's neighbours' services
  if (url.port !== '' && url.port !== '443') return 'A webhook address must use https’s own port (443).';
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.') && !ipaddr.isValid(host))
    return 'A webhook must be on the public internet.';
  if (ipaddr.isValid(host) && !isPublicAddress(host)) return 'A webhook must be on the public internet.';
  return null;
}

/** Resolves a host name to its addresses (Node: the system's resolver, /etc/hosts included). */
export type ResolveHost = (host: string) => Promise<string[]>;

/**
 * `webhookUrlProblem`, and then the addresses its host name resolves to, now: every one must be public (a name in
 * /etc/hosts, or one whose DNS answers a private address, is refused when it is set, not only when it is posted to).
 */
export async function webhookAddressProblem(raw: string, resolve: ResolveHost | null, allowLocal = false): Promise<string | null> {
  const problem = webhookUrlProblem(raw, allowLocal);
  if (problem || resolve === null || allowLocal) return problem;
  const host = hostOf(new URL(raw));
  if (ipaddr.isValid(host)) return null;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return `The name ${host} does not resolve to an address.`;
  }
  if (addresses.length === 0) return `The name ${host} does not resolve to an address.`;
  return addresses.every(isPublicAddress) ? null : 'A webhook must be on the public internet: that name leads to a private address.';
}
