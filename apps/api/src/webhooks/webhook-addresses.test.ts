/**
 * Issue 48 (3): the webhook address table. Every form of a loopback, private, link-local, metadata or otherwise
 * non-public address is refused when a host sets it: IPv4 in its decimal, hex, octal and short forms, and inside IPv6
 * (mapped, IPv4-compatible, NAT64, 6to4), names that mean this machine (`localhost.`, /etc/hosts), single-label
 * names, and any port but https's own. Public ones still pass, in each form too.
 */
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { nodeResolveHost } from './node-sender.ts';
import { isPublicAddress, webhookAddressProblem, webhookUrlProblem } from './webhook-url.ts';

/** Non-public IPv4 addresses, one or more per range a server could reach on its own side. */
const PRIVATE_V4 = [
  '127.0.0.1', '127.1.2.3', '10.0.0.1', '10.255.255.254', '172.16.0.1', '172.31.255.254', '192.168.0.1', '192.168.255.254',
  '169.254.169.254', '169.254.0.1', '100.64.0.1', '100.127.255.254', '0.0.0.0', '198.18.0.1', '224.0.0.1', '255.255.255.255',
];
const hex = (v4: string) => v4.split('.').map((n) => Number(n).toString(16).padStart(2, '0'));
/** Every way to write an IPv4 address in a URL's host. */
function formsOf(v4: string): string[] {
  const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
  const n = ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
  const [h1, h2, h3, h4] = hex(v4);
  const high = `${h1}${h2}`.replace(/^0+(?=.)/, '');
  const low = `${h3}${h4}`.replace(/^0+(?=.)/, '');
  return [
    v4,
    String(n),
    `0x${n.toString(16)}`,
    v4.split('.').map((x) => `0${Number(x).toString(8)}`).join('.'),
    `[::ffff:${v4}]`,
    `[::ffff:${high}:${low}]`,
    `[::${v4}]`,
    `[::${high}:${low}]`,
    `[64:ff9b::${high}:${low}]`,
    `[2002:${high}:${low}::1]`,
  ];
}

const refused: string[] = [
  ...PRIVATE_V4.flatMap((v4) => formsOf(v4).map((host) => `https://${host}/hook`)),
  'https://127.1/hook',
  'https://localhost./hook',
  'https://LOCALHOST/hook',
  'https://api.localhost/hook',
  'https://db.internal/hook',
  'https://printer.local./hook',
  'https://router/hook',
  'https://[::1]/hook',
  'https://[0:0:0:0:0:0:0:1]/hook',
  'https://[fd00::1]/hook',
  'https://[fe80::1]/hook',
  'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
  'https://[64:ff9b:1::a00:1]/hook',
  'https://discord.com:8443/api/webhooks/1/x',
  'https://discord.com:22/api/webhooks/1/x',
  'https://discord.com:80/api/webhooks/1/x',
  'http://discord.com/api/webhooks/1/x',
];

describe('the webhook address table', () => {
  it(`refuses all ${refused.length} forms of a place only the server could reach`, () => {
    expect(refused.length).toBeGreaterThanOrEqual(140);
    const admitted = refused.filter((url) => webhookUrlProblem(url) === null);
    expect(admitted).toEqual([]);
  });

  it('admits public addresses, in their IPv6 forms too, on https’s own port', () => {
    for (const url of [
      'https://discord.com/api/webhooks/1/abc',
      'https://discord.com:443/api/webhooks/1/abc',
      'https://hooks.slack.com/services/T/B/x',
      'https://8.8.8.8/hook',
      'https://[::ffff:8.8.8.8]/hook',
      'https://[64:ff9b::808:808]/hook',
      'https://[2001:4860:4860::8888]/hook',
    ])
      expect(webhookUrlProblem(url), url).toBeNull();
    for (const ip of ['8.8.8.8', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1']) expect(isPublicAddress(ip), ip).toBe(true);
  });

  it('resolves a name when it is set: one that leads to this machine is refused (localhost., /etc/hosts)', async () => {
    expect(await webhookAddressProblem('https://localhost./hook', nodeResolveHost)).toMatch(/public internet/);
    // this machine's own name, as /etc/hosts (or its resolver) answers it
    const own = hostname();
    if (own.includes('.')) expect(await webhookAddressProblem(`https://${own}/hook`, nodeResolveHost)).toMatch(/public internet|resolve/);
    const fake = async () => ['10.1.2.3'];
    expect(await webhookAddressProblem('https://hooks.example.com/x', fake)).toMatch(/private address/);
    expect(await webhookAddressProblem('https://hooks.example.com/x', async () => ['93.184.216.34', '127.0.0.1'])).toMatch(/private address/);
    expect(await webhookAddressProblem('https://hooks.example.com/x', async () => ['93.184.216.34'])).toBeNull();
    expect(await webhookAddressProblem('https://nowhere.example/x', async () => Promise.reject(new Error('ENOTFOUND')))).toMatch(/does not resolve/);
  });
});
