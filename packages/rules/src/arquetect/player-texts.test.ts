import { aloud } from '../core/narrator.ts';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../core/engine.ts';
import { opening } from '../core/replay.ts';
import { Rng } from '../core/rng.ts';
import type { ArquetectAction } from './actions.ts';
import { CATALOGUE } from './catalogue.ts';
import { arquetect } from './index.ts';
import { maxActions } from './limits.ts';
import type { ArquetectState } from './state.ts';
import { expectedSeat } from './state.ts';

/**
 * Players count places in a hand from 1 (the left end is position 1), while payloads count from 0 (spec §3). Every
 * text a player reads — card rules, ability texts, option labels, log lines — must use the players' count and
 * never a payload's words (`index`, `insertAt`, backticked field names).
 */

const DEVELOPER_WORDS = /\bindex\b|\bindices\b|insertAt|`|\bposition 0\b|\bpositions 0\b/i;

/** A random game on the expansion deck, with every line each action logs. */
function narratedGame(seats: number, seed: string): { action: ArquetectAction; lines: string[] }[] {
  const setup = { seats, options: { deck: 'starter+expansion' }, seed };
  const start = opening<ArquetectState>(arquetect, setup);
  let state = start.state;
  const chooser = Rng.fromSeed(`texts:${seed}`);
  const steps: { action: ArquetectAction; lines: string[] }[] = [];
  const lines = (log: LogEntry[]) => log.map((e) => e.text);
  for (let seat = expectedSeat(state); seat !== null; seat = expectedSeat(state)) {
    if (steps.length > maxActions(seats)) throw new Error('the game did not end within its bound');
    // Nobody declares done (games last), and each kind of move (gift, offer, each event) is equally likely, however
    // many positions it could name.
    const legal = arquetect.legalActions(state, seat).filter((a) => !(a.type === 'endTurn' && a.done));
    const kindOf = (a: ArquetectAction) => (a.type === 'useAbility' ? a.card.slice(0, a.card.lastIndexOf('-')) : a.type);
    const kinds = [...new Set(legal.map(kindOf))];
    const kind = kinds[chooser.int(0, kinds.length - 1)];
    const pool = legal.filter((a) => kindOf(a) === kind);
    const action = pool[chooser.int(0, pool.length - 1)] as ArquetectAction;
    const next = arquetect.apply(state, seat, action, aloud);
    if (!next.ok) throw new Error(`legal action rejected: ${next.error.code}`);
    steps.push({ action, lines: lines(next.value.log) });
    state = next.value.state;
  }
  return [{ action: { type: 'pass', player: 0 }, lines: lines(start.log) }, ...steps];
}

describe('texts for players count positions from 1', () => {
  it('card rules and ability texts name no payload field', () => {
    for (const entry of Object.values(CATALOGUE)) {
      expect(entry.text, entry.name).not.toMatch(DEVELOPER_WORDS);
      if (entry.ability) expect(entry.ability.text, entry.name).not.toMatch(DEVELOPER_WORDS);
    }
  });

  it('the new-game options are labelled in words', () => {
    for (const spec of arquetect.options) {
      expect(spec.label).not.toMatch(DEVELOPER_WORDS);
      if (spec.kind === 'choice') for (const c of spec.choices) expect(c.label).not.toMatch(DEVELOPER_WORDS);
    }
  });

  it('log lines narrate payload positions p as "position p+1", and never with developer words', () => {
    const seen = new Set<string>();
    for (const [seats, seed] of Array.from({ length: 12 }, (_, k) => [2 + (k % 5), `texts-${k}`] as const)) {
      for (const { action, lines } of narratedGame(seats, seed)) {
        const text = lines.join(' ');
        for (const line of lines) expect(line).not.toMatch(DEVELOPER_WORDS);
        const expected: string[] = [];
        if (action.type === 'gift') expected.push(`gets it at position ${action.position + 1}.`);
        if (action.type === 'useAbility') {
          const kind = CATALOGUE[action.card.slice(0, action.card.lastIndexOf('-')) as keyof typeof CATALOGUE].ability?.kind;
          const { index = 0, insertAt = 0 } = action;
          if (kind === 'heist') expected.push(`card at position ${index + 1} `, `inserts it at position ${insertAt + 1}.`);
          if (kind === 'renovation') expected.push(`positions ${index + 1} and ${index + 2}.`);
          if (kind === 'exchange') expected.push(`card at position ${index + 1} swap places`);
          if (kind === 'salvage') expected.push(`to position ${insertAt + 1}.`);
          if (kind) seen.add(kind);
        }
        if (action.type === 'placeReceived') expected.push(`at position${action.placement.length > 1 ? 's' : ''} ${action.placement.map((p) => p + 1).join(', ').replace(/, (\d+)$/, ' and $1')}`);
        for (const words of expected) expect(text, JSON.stringify(action)).toContain(words);
        if (action.type !== 'pass') seen.add(action.type);
      }
    }
    // The games above narrate every kind of move that names a position, so the checks are not vacuous.
    expect([...seen]).toEqual(expect.arrayContaining(['gift', 'placeReceived', 'heist', 'renovation', 'exchange', 'salvage']));
  });
});
