/**
 * Which webhook addresses a game may post to. The server posts on its own initiative to an address a host typed, so
 * it must never become a way into places only the server can reach (server-side request forgery): https only, no
 * credentials in the address, and a host that is, or resolves only to, public addresses (no loopback, private,
 * link-local or cloud-metadata ranges). `allowLocal` (tests only) admits a receiver on this machine.
 */
import ipaddr from 'ipaddr.js';

/** ipaddr.js ranges a webhook may reach: the public internet only. */
const PUBLIC = new Set(['unicast']);

/** Whether `address` (an IP literal) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return PUBLIC.has(ip.range());
}

const isLoopback = (address: string) => ipaddr.isValid(address) && ipaddr.parse(address).range() === 'loopback';

/** Why `raw` cannot be a game's webhook, in words for the host; null when it can (its host is checked again at each post). */
export function webhookUrlProblem(raw: string, allowLocal = false): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'That is not a web address.';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local = allowLocal && (isLoopback(host) || host === 'localhost');
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return 'A webhook address must start with https://.';
  if (url.username || url.password) return 'A webhook address may not carry a user name or password.';
  if (local) return null;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return 'A webhook must be on the public internet.';
  if (ipaddr.isValid(host) && !isPublicAddress(host)) return 'A webhook must be on the public internet.';
  return null;
}
