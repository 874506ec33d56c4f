import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { DevMailbox } from './mail/dev-mailbox.ts';

describe('the app shell', () => {
  const logged: unknown[] = [];
  const app = createApp({
    connect: () => {
      throw new Error('database unreachable at db.internal:5432 (stack secret)');
    },
    secret: 'x',
    logError: (e) => logged.push(e),
  });

  it('answers unexpected failures with a plain 500 and logs them, never leaking internals', async () => {
    const res = await app.request('/api/games/abc/view');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: 'E_INTERNAL', message: 'Something went wrong on our side. Please try again.' });
    expect(text).not.toMatch(/db\.internal|stack|at /);
    expect(logged).toHaveLength(1);
  });

  it('sets the privacy headers and answers unknown API paths with a coded 404', async () => {
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'E_NOT_FOUND', message: 'Not found.' });
    const health = await app.request('/api/health');
    expect(health.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(health.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('lists every game on offer with its seats and options', async () => {
    const catalogue = (await (await app.request('/api/catalogue')).json()) as { id: string; seats: unknown }[];
    expect(catalogue.map((g) => g.id).sort()).toEqual(['arquetect', 'avenue-empires', 'civ-builder', 'saltmarket']);
  });
});

describe('the dev mailbox', () => {
  const mailbox = new DevMailbox();
  const build = (allow: boolean) =>
    createApp({ connect: () => { throw new Error('unused'); }, secret: 'x', devMail: { mailbox, allow: () => allow } });

  it('shows what would have been sent to the clients it admits, and is invisible to others', async () => {
    await mailbox.send({ to: 'a@b.test', subject: 'Your turn', text: 'link', html: '<p>link</p>', headers: {}, idempotencyKey: 'k' });
    await mailbox.send({ to: 'a@b.test', subject: 'Your turn', text: 'link', html: '<p>link</p>', headers: {}, idempotencyKey: 'k' });
    const local = build(true);
    expect(await (await local.request('/api/dev/mail')).json()).toMatchObject([{ to: 'a@b.test', subject: 'Your turn' }]);
    expect(await (await local.request('/dev/mail')).text()).toContain('Your turn');
    const remote = build(false);
    expect((await remote.request('/api/dev/mail')).status).toBe(404);
    expect((await remote.request('/dev/mail')).status).toBe(404);
    expect((await remote.request('/api/health')).status).toBe(200);
  });
});
