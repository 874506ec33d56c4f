import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { DevMailbox } from '../mail/dev-mailbox.ts';

describe('security headers', () => {
  it('are on every page and API response: CSP with frame-ancestors none, no framing, nosniff, no referrer, COOP, a permissions policy, and HSTS over https', async () => {
    const app = createApp({
      connect: () => {
        throw new Error('no database needed');
      },
      secret: 's',
      assets: async (c) => c.html('<!doctype html><p>the web app</p>'),
      devMail: { mailbox: new DevMailbox(), allow: () => true },
    });
    for (const path of ['/', '/games', '/play/abc', '/replay/abc', '/dev/mail', '/api/health', '/api/nope']) {
      const res = await app.request(path);
      expect(res.headers.get('Content-Security-Policy'), path).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('Content-Security-Policy'), path).toMatch(/default-src 'self'/);
      expect(res.headers.get('X-Frame-Options'), path).toBe('DENY');
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy'), path).toBe('no-referrer');
      expect(res.headers.get('Cross-Origin-Opener-Policy'), path).toBe('same-origin');
      expect(res.headers.get('Permissions-Policy'), path).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      // over plain http HSTS means nothing (and a local server must stay reachable over http)
      expect(res.headers.get('Strict-Transport-Security'), path).toBeNull();
      const secure = await app.request(`https://turnpost.example${path}`);
      expect(secure.headers.get('Strict-Transport-Security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('HSTS behind a TLS proxy (issue 48)', () => {
  const appWith = (trustForwardedProto: boolean) =>
    createApp({
      connect: () => {
        throw new Error('no database needed');
      },
      secret: 's',
      trustForwardedProto,
    });
  const hsts = async (app: ReturnType<typeof createApp>, proto?: string) =>
    (await app.request('/api/health', proto === undefined ? {} : { headers: { 'X-Forwarded-Proto': proto } })).headers.get('Strict-Transport-Security');

  it('is sent over http when the trusted proxy says the request came over https, and only then', async () => {
    const behind = appWith(true);
    expect(await hsts(behind, 'https')).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(behind, 'https, http')).toBe('max-age=31536000; includeSubDomains');
    expect(await hsts(behind, 'http')).toBeNull();
    expect(await hsts(behind)).toBeNull();
  });

  it('ignores X-Forwarded-Proto without a trusted proxy: anyone could send it', async () => {
    expect(await hsts(appWith(false), 'https')).toBeNull();
  });
});
