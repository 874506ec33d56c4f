/**
 * Bench only, under workerd (`wrangler dev`, started by bot-cpu.ts): `/prepare?…` builds one reproducible decision and
 * keeps it in the isolate; `/decide?…` makes that decision and nothing else, so the time of the second request is the
 * decision's (workerd does not advance a Worker's clock while it computes: the caller times it from outside).
 */
import type { Level } from '@turnpost/bots';
import { type Thought, thinkNow } from '../src/bots/thinking.ts';
import { thoughtAt } from './bot-thoughts.ts';

const prepared = new Map<string, Thought | null>();

export default {
  fetch(request: Request): Response {
    const url = new URL(request.url);
    const q = url.searchParams;
    const key = q.toString();
    if (url.pathname === '/prepare') {
      const table = { kind: q.get('kind') ?? '', seats: Number(q.get('seats')), options: JSON.parse(q.get('options') ?? '{}') };
      prepared.set(key, thoughtAt(table, q.get('level') as Level, Number(q.get('index')), Number(q.get('count'))));
      return Response.json({ ok: prepared.get(key) !== null });
    }
    if (url.pathname === '/decide') {
      const thought = prepared.get(key);
      if (!thought) return new Response('not prepared', { status: 404 });
      return Response.json({ action: thinkNow(thought) });
    }
    return new Response('bot-cpu bench worker', { status: 200 });
  },
};
