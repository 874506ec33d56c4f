/**
 * Group-chat notices: hostile webhook addresses refused (nothing stored), the address ranges a webhook may reach, and
 * delivery to a real local HTTP receiver (tests only admit one): once per wait, in the body Discord and Slack read,
 * retried after a failure, and never following a redirect.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { ReminderQueue } from '@turnpost/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../mail/test-smtp.ts';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';
import { viewOf } from '../testing-playout.ts';
import { nodeWebhookSender } from './node-sender.ts';
import { isPublicAddress, webhookUrlProblem } from './webhook-url.ts';
import { testDispatcher } from '../services/testing-mail.ts';

describe('webhook addresses', () => {
  it.each([
    ['http://example.com/hook', /https/],
    ['ftp://example.com/hook', /https/],
    ['javascript:alert(1)', /https/],
    ['not a url', /not a web address/],
    ['https://user:secret@example.com/hook', /user name or password/],
    ['https://127.0.0.1/hook', /public internet/],
    ['https://localhost/hook', /public internet/],
    ['https://printer.local/hook', /public internet/],
    ['https://169.254.169.254/latest/meta-data/', /public internet/],
    ['https://10.1.2.3/hook', /public internet/],
    ['https://172.16.0.1/hook', /public internet/],
    ['https://192.168.1.1/hook', /public internet/],
    ['https://100.64.0.1/hook', /public internet/],
    ['https://0.0.0.0/hook', /public internet/],
    ['https://[::1]/hook', /public internet/],
    ['https://[::ffff:127.0.0.1]/hook', /public internet/],
    ['https://[fd00::1]/hook', /public internet/],
    ['https://[fe80::1]/hook', /public internet/],
  ])('refuses %s', (url, problem) => {
    expect(webhookUrlProblem(url)).toMatch(problem);
  });

  it('admits a public https address, and a local one only when tests allow it', () => {
    expect(webhookUrlProblem('https://discord.com/api/webhooks/1/abc')).toBeNull();
    expect(webhookUrlProblem('https://hooks.slack.com/services/T/B/x')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:9/hook')).toMatch(/https/);
    expect(webhookUrlProblem('http://127.0.0.1:9/hook', true)).toBeNull();
    expect(webhookUrlProblem('http://10.0.0.1:9/hook', true)).toMatch(/https/);
  });

  it('knows the public internet from the rest', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888']) expect(isPublicAddress(ip), ip).toBe(true);
    for (const ip of ['127.0.0.1', '10.0.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', 'fd12::1', 'fe80::1', '::ffff:10.0.0.1', 'nonsense'])
      expect(isPublicAddress(ip), ip).toBe(false);
  });
});

describe('group-chat notices over HTTP', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let receiver: Server;
  let port = 0;
  const received: { path: string; body: unknown }[] = [];
  /** What the receiver answers next (200 by default). */
  let answer: { status: number; location?: string } = { status: 200 };

  beforeAll(async () => {
    t = await openTestApp(undefined, { allowLocalWebhooks: true });
    smtp = await startTestSmtp();
    receiver = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body: raw ? JSON.parse(raw) : null });
        res.writeHead(answer.status, answer.location ? { Location: answer.location } : {});
        res.end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    port = (receiver.address() as { port: number }).port;
  }, 30_000);
  afterAll(async () => {
    await new Promise((r) => receiver?.close(r));
    await smtp?.close();
    await t?.close();
  });

  const dispatch = testDispatcher(() => t, () => smtp, { webhooks: nodeWebhookSender({ allowLocal: true, timeoutMs: 2_000 }) });

  async function hosted() {
    const g = await bodyOf(await t.call('POST', '/api/games', { body: { game: 'arquetect', seats: [{ name: 'Ann' }, { name: 'Ben' }] } }));
    return g as { id: string; seats: { token: string }[]; host: { token: string } };
  }
  /** The game's awaited seat plays its first legal actions until the game waits on another seat (a new wait). */
  async function nextWait(g: { id: string; seats: { token: string }[] }) {
    const first = (await viewOf(t, g.id)).awaiting[0] as number;
    for (let i = 0; i < 20; i++) {
      const me = await viewOf(t, g.id, g.seats[first]?.token);
      if (!me.awaiting.includes(first) || me.status !== 'active') return;
      const res = await t.call('POST', `/api/games/${g.id}/actions`, {
        token: g.seats[first]?.token,
        body: { expectedVersion: me.version, action: me.legalActions[me.legalActions.length - 1], idempotencyKey: `w${me.version}` },
      });
      expect(res.status).toBe(200);
    }
  }
  const setHook = (g: { id: string; host: { token: string } }, url: string | null) =>
    t.call('POST', `/api/games/${g.id}/host/webhook`, { token: g.host.token, body: { url } });

  it('refuses a hostile address from the host with 400, storing nothing', async () => {
    const g = await hosted();
    for (const url of ['http://example.com/x', 'https://169.254.169.254/', 'https://[fd00::1]/x', 'https://u:p@example.com/']) {
      const res = await setHook(g, url);
      expect(res.status, url).toBe(400);
      expect((await bodyOf(res)).code).toBe('E_BAD_WEBHOOK');
    }
    expect((await bodyOf(await t.call('GET', `/api/games/${g.id}/host`, { token: g.host.token }))).webhook).toBe(false);
    expect((await t.call('POST', `/api/games/${g.id}/host/webhook`, { token: g.seats[0]?.token, body: { url: null } })).status).toBe(403);
  });

  it('tells the group whose move it is, once per wait, as Discord and Slack read it', async () => {
    const g = await hosted();
    const res = await setHook(g, `http://127.0.0.1:${port}/hook/${g.id}`);
    expect(res.status).toBe(200);
    expect((await bodyOf(res)).hostLog.at(-1).text).toMatch(/connected the game to a group chat/);
    // the hook is set while Ann's wait goes on: her wait had no notice; the next wait (after her turn) has one
    await nextWait(g);
    await dispatch();
    await dispatch();
    const mine = received.filter((r) => r.path === `/hook/${g.id}`);
    expect(mine).toHaveLength(1);
    const body = mine[0]?.body as { content: string; text: string };
    expect(body.content).toBe(body.text);
    expect(body.text).toMatch(new RegExp(`^\\w+'s move in Arquetect( — round \\d+)?\\. Watch: https://turnpost.test/play/${g.id}$`));
  });

  it('tells the group even where no email is configured (a Worker without an email API), leaving the emails queued', async () => {
    const g = (await bodyOf(
      await t.call('POST', '/api/games', { body: { game: 'arquetect', seats: [{ name: 'Ann', email: 'ann@example.test' }, { name: 'Ben', email: 'ben@example.test' }] } }),
    )) as { id: string; seats: { token: string }[]; host: { token: string } };
    await setHook(g, `http://127.0.0.1:${port}/mailless/${g.id}`);
    await nextWait(g);
    const report = await testDispatcher(() => t, () => smtp, { mailer: null, webhooks: nodeWebhookSender({ allowLocal: true, timeoutMs: 2_000 }) })();
    expect(received.filter((r) => r.path === `/mailless/${g.id}`)).toHaveLength(1);
    expect(report.failed).toBe(0);
    // the turn emails were not claimed: they go once an email service is configured
    const rows = await new ReminderQueue(t.database.db).rowsOf(g.id);
    const turns = rows.filter((r) => r.kind === 'turn');
    expect(turns.length).toBeGreaterThan(0);
    for (const r of turns) expect([r.attempts, r.sentAt === null]).toEqual([0, true]);
  });

  it('retries a failed post later, and never follows a redirect', async () => {
    const g = await hosted();
    await setHook(g, `http://127.0.0.1:${port}/flaky/${g.id}`);
    await nextWait(g);
    answer = { status: 302, location: `http://127.0.0.1:${port}/elsewhere/${g.id}` };
    expect((await dispatch()).failed).toBeGreaterThanOrEqual(1);
    expect(received.some((r) => r.path === `/elsewhere/${g.id}`)).toBe(false);
    answer = { status: 500 };
    t.advance(2 * 60_000);
    expect((await dispatch()).failed).toBeGreaterThanOrEqual(1);
    answer = { status: 204 };
    t.advance(10 * 60_000);
    await dispatch();
    expect(received.filter((r) => r.path === `/flaky/${g.id}`)).toHaveLength(3);
    t.advance(60 * 60_000);
    await dispatch();
    expect(received.filter((r) => r.path === `/flaky/${g.id}`)).toHaveLength(3);
  });

  it('lets any seat connect the group chat of a game made before host links, and no seat of a hosted one', async () => {
    const g = await hosted();
    const bySeat = (url: string | null) => t.call('POST', `/api/games/${g.id}/webhook`, { token: g.seats[1]?.token, body: { url } });
    expect((await bySeat(`http://127.0.0.1:${port}/seat`)).status).toBe(403);
    await t.database.db.execute(sql`update games set host_token_hash = null where id = ${g.id}`);
    expect((await bySeat('https://169.254.169.254/')).status).toBe(400);
    const res = await bySeat(`http://127.0.0.1:${port}/seat/${g.id}`);
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toEqual({ webhook: true });
    expect((await t.call('POST', `/api/games/${g.id}/webhook`, { body: { url: null } })).status).toBe(403);
    await nextWait(g);
    await dispatch();
    expect(received.filter((r) => r.path === `/seat/${g.id}`)).toHaveLength(1);
  });
});
