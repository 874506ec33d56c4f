/** Spec §3: the deal in the RNG's order, trims per player count, options, and the first turn. */
import { describe, expect, it } from 'vitest';
import { aloud } from '../core/narrator.ts';
import { Rng } from '../core/rng.ts';
import { CARD_COUNT, cardOf } from './cards.ts';
import { civBuilder } from './index.ts';
import { allZones } from './invariants.ts';
import { basicsOf } from './setup.ts';

const ids = Array.from({ length: CARD_COUNT }, (_, id) => id);
const of = (keep: (id: number) => boolean) => ids.filter(keep);

describe('the deal (spec §3)', () => {
  it('draws the first seat, shuffles four decks in order, trims, deals, fills the rows, shuffles each seat\'s deck', () => {
    for (const seats of [2, 3, 4]) {
      const rng = Rng.fromSeed('deal');
      const first = rng.int(0, seats - 1);
      const civ = rng.shuffle(of((id) => cardOf(id).class === 'civilian' && !cardOf(id).basic));
      const bld = rng.shuffle(of((id) => cardOf(id).class === 'building' && !cardOf(id).basic));
      const hero = rng.shuffle(of((id) => cardOf(id).class === 'hero'));
      const lm = rng.shuffle(of((id) => cardOf(id).class === 'landmark'));
      const H = [0, 0, 12, 14, 16][seats] ?? 0;
      const L = [0, 0, 11, 13, 15][seats] ?? 0;
      const heroes = hero.slice(18 - H);
      const landmarks = lm.slice(15 - L);
      const decks = Array.from({ length: seats }, (_, seat) => rng.shuffle(basicsOf(seat).civilians));
      const s = civBuilder.setup(seats, { teams: false }, 'deal', aloud).state;
      expect(s.firstSeat).toBe(first);
      expect(s.players.map((p) => p.constructs.map((c) => [c.id, c.built]))).toEqual(
        Array.from({ length: seats }, (_, seat) => [[basicsOf(seat).market, true], [landmarks[seat], false]]),
      );
      // rows by repeated refill: the first card drawn ends furthest from the deck
      expect(s.rows.civilian).toEqual(civ.slice(0, 5).reverse());
      expect(s.decks.civilian).toEqual(civ.slice(5));
      expect(s.rows.building).toEqual(bld.slice(0, 5).reverse());
      expect(s.rows.hero).toEqual(heroes.slice(0, 3).reverse());
      expect(s.decks.hero).toEqual(heroes.slice(3));
      expect(s.rows.landmark).toEqual(landmarks.slice(seats, seats + 3).reverse());
      expect(s.decks.landmark).toEqual(landmarks.slice(seats + 3));
      s.players.forEach((p, seat) => {
        expect(p.hand).toEqual(decks[seat]?.slice(0, 5));
        expect(p.deck).toEqual(decks[seat]?.slice(5));
      });
      expect(s.rng).toEqual(rng.state);
      expect(s.removed).toHaveLength(18 - H + 15 - L + 11 * (4 - seats));
      expect(new Set(allZones(s)).size).toBe(325);
      // round 1 begins: the first seat's Market passive
      expect([s.round, s.active, s.phase[first], s.players[first]?.pools.money]).toEqual([1, [first], 'play', 1]);
    }
  });

  it('in a team game the first seat\'s team moves first, both teammates at once', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const s = civBuilder.setup(4, { teams: true }, seed, aloud).state;
      const team = s.firstSeat % 2;
      expect(s.active).toEqual([team, team + 2]);
      expect(civBuilder.awaiting(s)).toEqual([team, team + 2]);
      expect(s.players[team]?.pools.money).toBe(1);
      expect(s.players[team + 2]?.pools.money).toBe(1);
    }
  });

  it('names both partners of the team that moves first, so the line reads right for either of them', () => {
    // Team A is seats 0 and 2, Team B seats 1 and 3 (spec §1); each first seat, worked by hand
    const lines = ['@0 and @2 move first, as Team A.', '@1 and @3 move first, as Team B.', '@2 and @0 move first, as Team A.', '@3 and @1 move first, as Team B.'];
    const seen = new Set<number>();
    for (let k = 0; seen.size < 4 && k < 100; k++) {
      const { state, log } = civBuilder.setup(4, { teams: true }, `team:${k}`, aloud);
      seen.add(state.firstSeat);
      expect(log.at(-2)?.text).toBe(lines[state.firstSeat]);
    }
    expect(seen.size).toBe(4);
  });

  it("tells each seat's Market and landmark, then who moves first, word for word", () => {
    const { state, log } = civBuilder.setup(3, { teams: false }, 'words', aloud);
    const texts = log.map((e) => e.text);
    for (const seat of [0, 1, 2]) {
      const landmark = state.players[seat]?.constructs[1]?.id as number;
      expect(texts).toContain(`@${seat} starts with a Market and an unbuilt ${cardOf(landmark).name}.`);
    }
    expect(texts.at(-2)).toBe(`@${state.firstSeat} moves first.`);
    expect(texts.at(-1)).toBe(`Round 1: @${state.firstSeat}'s turn.`);
  });
});

describe('options', () => {
  it('teams is a boolean for exactly 4 seats; nothing else is an option', () => {
    expect(civBuilder.parseOptions({}, 3)).toEqual({ ok: true, value: { teams: false } });
    expect(civBuilder.parseOptions(undefined, 2)).toEqual({ ok: true, value: { teams: false } });
    expect(civBuilder.parseOptions({ teams: true }, 4)).toEqual({ ok: true, value: { teams: true } });
    expect(civBuilder.parseOptions({ teams: true }, 3)).toMatchObject({ ok: false, error: { code: 'E_BAD_OPTIONS', message: 'The team game is for exactly 4 players (2 v 2), not 3.' } });
    expect(civBuilder.parseOptions({ teams: 'yes' }, 4)).toMatchObject({ ok: false, error: { code: 'E_BAD_OPTIONS', message: 'The teams option is true or false.' } });
    expect(civBuilder.parseOptions(null, 4)).toEqual({ ok: true, value: { teams: false } });
    for (const input of ['teams', 4, [true], true])
      expect(civBuilder.parseOptions(input, 4)).toMatchObject({ ok: false, error: { code: 'E_BAD_OPTIONS', message: 'Options must be an object, e.g. {"teams": true}.' } });
    expect(civBuilder.parseOptions({ team: true, colour: 'red' }, 4)).toMatchObject({ ok: false, error: { message: 'Civ Builder has one option, teams (got team, colour).' } });
    expect(civBuilder.parseOptions({ team: true }, 4)).toMatchObject({ ok: false, error: { code: 'E_BAD_OPTIONS', message: 'Civ Builder has one option, teams (got team).' } });
    expect(civBuilder.parseOptions({}, 1)).toMatchObject({ ok: false, error: { code: 'E_BAD_SEATS' } });
    expect(civBuilder.parseOptions({}, 5)).toMatchObject({ ok: false, error: { code: 'E_BAD_SEATS' } });
    expect(civBuilder.options).toMatchObject([{ name: 'teams', label: 'Teams (2 v 2)', kind: 'boolean', default: false }]);
    // the option says who partners whom (spec §1: Team A = seats 0+2, Team B = seats 1+3)
    expect(civBuilder.options[0]).toMatchObject({ help: expect.stringContaining('seats 1 and 3 play against seats 2 and 4'), teams: [[0, 2], [1, 3]] });
  });
});
