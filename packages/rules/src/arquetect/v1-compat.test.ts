import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decide } from '../core/actions.ts';
import type { Outcome } from '../core/engine.ts';
import type { ActionEvent } from '../core/replay.ts';
import { opening, replay } from '../core/replay.ts';
import type { GoldenGame } from '../core/testing/golden.ts';
import { arquetect } from './index.ts';
import type { ArquetectState } from './state.ts';

/**
 * Games stored on rules version 1 keep playing on this engine. `v1-compat.json` holds 30 complete games (2–6 seats,
 * every deck option, three of them ability-driven to reach the four-outward ending) played with random legal actions
 * on the engine of rules version 1 as it was before the move to the new game contract (git HEAD at the time), and
 * recorded once by a throwaway script. Each event is stored the way that engine's API stored it, `{...input,
 * player}`: now and then with `cards` named out of hand order and fields the action does not use. For each game the
 * file keeps the seats awaited after every event, the outcome (without its score sheets) and the final hands,
 * rubble, done flags, turn counts and end reason. The golden games in golden/v1-*.json were recorded the same way
 * (canonical actions only) and are replayed by the conformance suite.
 */

interface CompatGame extends GoldenGame {
  final: {
    /** Card ids left to right, `*` for outward cards. */
    hands: string[][];
    rubble: string[];
    done: boolean[];
    turnsTaken: number[];
    endReason: string;
  };
}

const games = JSON.parse(readFileSync(new URL('./v1-compat.json', import.meta.url), 'utf8')) as CompatGame[];

const sortedKeys = (value: object) =>
  JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));

const withoutDetails = (outcome: Outcome | null) =>
  outcome && { ...outcome, seats: outcome.seats.map(({ details: _details, ...seat }) => seat) };

const finalOf = (state: ArquetectState) => ({
  hands: state.hands.map((hand) => hand.map((slot) => (slot.out ? `${slot.id}*` : slot.id))),
  rubble: state.rubble,
  done: state.done,
  turnsTaken: state.turnsTaken,
  endReason: state.endReason,
});

describe('games of rules version 1 (recorded on the engine before the game contract move)', () => {
  it('the current engine is rules version 1', () => {
    expect(arquetect.rulesVersion).toBe(1);
    expect(games).toHaveLength(30);
    expect(games.every((g) => g.game === 'arquetect' && g.rulesVersion === 1)).toBe(true);
  });

  it.each(games.map((g, i) => [i, g.seats, g.events.length, g] as const))(
    'game %i (%i seats, %i events) is accepted event by event, awaits the same seats and ends the same',
    (_i, _seats, _events, golden) => {
      const setup = { seats: golden.seats, options: golden.options, seed: golden.seed };
      let state = opening<ArquetectState>(arquetect, setup).state;
      golden.events.forEach((event: ActionEvent, i) => {
        const next = decide<ArquetectState>(arquetect, state, event.seat, event.action);
        if (!next.ok) throw new Error(`event ${i + 1} is refused: ${next.error.code} ${next.error.message}`);
        // what the platform now stores is the canonical form, one of the legal actions
        const legal = new Set(arquetect.legalActions(state, event.seat).map(sortedKeys));
        expect(legal.has(sortedKeys(next.value.action as object)), `event ${i + 1} stored as a legal action`).toBe(true);
        state = next.value.state;
        expect(arquetect.awaiting(state), `awaited after event ${i + 1}`).toEqual(golden.awaiting[i]);
      });
      expect(withoutDetails(arquetect.outcome(state))).toEqual(golden.outcome);
      expect(finalOf(state)).toEqual(golden.final);
      // the API replays stored events with `apply` alone (no schema): the same game
      expect(replay<ArquetectState>(arquetect, setup, golden.events)).toEqual(state);
    },
  );

  it('cover every action, both endings, every seat count and deck, and events stored as the old API stored them', () => {
    const events = games.flatMap((g) => g.events.map((e) => e.action as Record<string, unknown>));
    expect(new Set(events.map((a) => a.type))).toEqual(
      new Set([
        'gift',
        'offerTrade',
        'declineOffer',
        'counterOffer',
        'acceptCounter',
        'rejectCounter',
        'placeReceived',
        'useAbility',
        'endTurn',
      ]),
    );
    expect(new Set(games.map((g) => g.final.endReason))).toEqual(new Set(['allDone', 'fourOutward']));
    expect(new Set(games.map((g) => g.seats))).toEqual(new Set([2, 3, 4, 5, 6]));
    const decks = games.map((g) => g.options as { deck: string; expansion: boolean });
    expect(new Set(decks.map(({ deck, expansion }) => `${deck}${expansion ? ' with expansion' : ''}`))).toEqual(
      new Set(['starter', 'starter+expansion with expansion', 'custom', 'custom with expansion']),
    );
    expect(events.some((a) => 'note' in a)).toBe(true);
    // some offers and counter-offers name their cards out of hand order: the rules store them in hand order
    const cardsOf = (action: unknown) => JSON.stringify((action as { cards?: unknown }).cards);
    const reordered = games.filter((g) => {
      let state = opening<ArquetectState>(arquetect, { seats: g.seats, options: g.options, seed: g.seed }).state;
      return g.events.some((e) => {
        const next = decide<ArquetectState>(arquetect, state, e.seat, e.action);
        if (!next.ok) return false;
        state = next.value.state;
        return cardsOf(next.value.action) !== cardsOf(e.action);
      });
    });
    expect(reordered.length).toBeGreaterThan(0);
  });
});
