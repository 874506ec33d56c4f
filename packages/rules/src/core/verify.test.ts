/**
 * A record verifies when its seed matches its commitment, its moves replay as legal moves and its outcome is the
 * replay's; any change to a move, the seed, the salt, the commitment, the numbering or the outcome is caught.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { engineFor, engines } from '../index.ts';
import { WHOLE_TABLE } from '../table/table.ts';
import type { AnyEngine, Engine } from './engine.ts';
import { seatCountRefusal } from './options.ts';
import { rankByKeys } from './ranking.ts';
import { COMMITMENT_SCHEME, type GameRecord, RECORD_FORMAT } from './record.ts';
import { fold, initialState } from './replay.ts';
import { err, ok } from './result.ts';
import { playedRecord } from './testing/records.ts';
import { type Check, type EngineLookup, verifyRecord } from './verify.ts';

const failedChecks = async (record: unknown) =>
  (await verifyRecord(record, engineFor)).checks.filter((c) => c.status === 'failed').map((c) => c.name);

describe('verifying a record', () => {
  for (const engine of engines)
    for (const seats of new Set([engine.seats.min, engine.seats.max]))
      it(`verifies a random game of ${engine.title} at ${seats} seats`, async () => {
        const record = await playedRecord(engine, { seats, seed: `verify-${engine.id}-${seats}`, resubmitRate: 0.1 });
        const verified = await verifyRecord(JSON.parse(JSON.stringify(record)), engineFor);
        expect(verified.checks.filter((c) => c.status === 'failed')).toEqual([]);
        expect([verified.shuffle, verified.result]).toEqual([true, true]);
        expect(verified.checks.map((c) => c.name)).toEqual(['record', 'commitment', 'replay', 'outcome', ...(engine.sealed ? ['sealed'] : [])]);
      });

  it('catches every kind of tampering', async () => {
    const engine = engineFor('avenue-empires');
    if (!engine) throw new Error('no engine');
    const record = await playedRecord(engine, { seats: 4, seed: 'tamper' });
    const changed = (change: (r: GameRecord) => void) => {
      const copy = structuredClone(record);
      change(copy);
      return copy;
    };
    const middle = Math.floor(record.events.length / 2);
    expect(await failedChecks(changed((r) => { r.shuffle.seed = `${r.shuffle.seed}x`; }))).toContain('commitment');
    expect(await failedChecks(changed((r) => { r.shuffle.salt = 'another salt'; }))).toEqual(['commitment']);
    expect(await failedChecks(changed((r) => { r.shuffle.commitment = '0'.repeat(64); }))).toEqual(['commitment']);
    expect(await failedChecks(changed((r) => { (r.events[middle] as { action: unknown }).action = r.events[middle - 4]?.action; }))).toEqual([
      expect.stringMatching(/^(replay|outcome)$/),
    ]);
    expect(await failedChecks(changed((r) => { (r.events[middle] as { seat: number }).seat = ((r.events[middle]?.seat ?? 0) + 1) % 4; }))).toEqual(['replay']);
    expect(await failedChecks(changed((r) => { r.events.splice(middle, 1); }))).toEqual(['replay']);
    expect(await failedChecks(changed((r) => { r.events.pop(); }))).toEqual(['outcome']);
    expect(await failedChecks(changed((r) => { r.events.push({ ...(r.events.at(-1) as GameRecord['events'][number]), seq: r.events.length + 1 }); }))).toEqual(['replay']);
    expect(await failedChecks(changed((r) => { (r.outcome as { winners: number[] }).winners = [9]; }))).toEqual(['outcome']);
    expect(await failedChecks(changed((r) => { (r.outcome?.seats[0] as { score: number }).score += 1; }))).toEqual(['outcome']);
    expect(await failedChecks(changed((r) => { r.game.status = 'abandoned'; }))).toEqual(['outcome']);
  });

  it('refuses options the replay never reads as they are claimed (issue 48: a starter deck said to hold 50 Banks)', async () => {
    const engine = engineFor('arquetect');
    if (!engine) throw new Error('no engine');
    const parsed = engine.parseOptions({ deck: 'starter' }, 3);
    if (!parsed.ok) throw new Error('no options');
    const record = await playedRecord(engine, { seats: 3, seed: 'options', options: parsed.value });
    expect(await failedChecks(structuredClone(record))).toEqual([]);
    const banks = structuredClone(record);
    (banks.game.options as { counts: Record<string, number> }).counts.bank = 50;
    expect(await failedChecks(banks)).toEqual(['replay']);
    expect((await verifyRecord(banks, engineFor)).checks.find((c) => c.name === 'replay')?.text).toMatch(/options .*\(counts\)/);
    const unknown = structuredClone(record);
    (unknown.game.options as Record<string, unknown>).houseRule = true;
    expect(await failedChecks(unknown)).toEqual(['replay']);
  });

  it('says what is wrong with what is not a record, and never throws', async () => {
    for (const junk of [null, 42, 'text', [], { format: 'turnpost-record/1' }]) {
      const verified = await verifyRecord(junk, engineFor);
      expect(verified.result).toBe(false);
      expect(verified.checks).toEqual([{ name: 'record', status: 'failed', text: expect.stringMatching(/^This is not a Turnpost game record/) }]);
    }
    const engine = engineFor('arquetect');
    if (!engine) throw new Error('no engine');
    const record = await playedRecord(engine, { seats: 2, seed: 'unknown kind' });
    const verified = await verifyRecord({ ...record, game: { ...record.game, kind: 'chess' } }, engineFor);
    expect(verified.checks[0]?.text).toBe('These rules cannot replay chess at rules version 1.');
    const badOptions = await verifyRecord({ ...record, game: { ...record.game, options: { deck: 'nonsense' } } }, engineFor);
    expect(badOptions.checks.find((c) => c.name === 'replay')?.text).toMatch(/^The deal cannot be made from this record/);
  });

  it('verifies an abandoned game: its moves stop before the end, and it has no outcome', async () => {
    const engine = engineFor('civ-builder');
    if (!engine) throw new Error('no engine');
    const record = await playedRecord(engine, { seats: 2, seed: 'abandoned' });
    const abandoned: GameRecord = { ...record, game: { ...record.game, status: 'abandoned' }, events: record.events.slice(0, 40), outcome: null };
    const verified = await verifyRecord(abandoned, engineFor);
    expect([verified.shuffle, verified.result]).toEqual([true, true]);
    expect(verified.checks.find((c) => c.name === 'outcome')?.text).toMatch(/abandoned before its end/);
  });

  it('reports a game made before commitments as a result verified without a committed shuffle', async () => {
    const engine = engineFor('arquetect');
    if (!engine) throw new Error('no engine');
    const record = await playedRecord(engine, { seats: 3, seed: 'old game' });
    const verified = await verifyRecord({ ...record, shuffle: { ...record.shuffle, salt: null, commitment: null } }, engineFor);
    expect([verified.shuffle, verified.result]).toEqual([false, true]);
    expect(verified.checks.find((c) => c.name === 'commitment')?.status).toBe('unchecked');
  });
});

/**
 * Tally, a game small enough to write its records by hand: each seat in turn adds 1 or 2 to its tally, once a round;
 * the highest tally wins, equal tallies share the win. Its options name the rounds (`{rounds: 2}`, or the preset
 * "long"); it reads no other option and drops any other, as a kind's schema would.
 */
interface TallyState {
  rounds: number;
  totals: number[];
  moves: number;
}
type TallyAction = { type: 'add'; n: 1 | 2; player: number };
const tallyAwaiting = (s: TallyState): number[] => (s.moves < s.rounds * s.totals.length ? [s.moves % s.totals.length] : []);
const tally: Engine<TallyState, TallyAction, TallyState, { rounds: number }> = {
  id: 'tally',
  title: 'Tally',
  rulesVersion: 1,
  seats: { min: 1, max: 3 },
  scoreUnit: 'points',
  options: [],
  parseOptions(input, seats) {
    const badSeats = seatCountRefusal(tally, seats);
    if (badSeats) return badSeats;
    if (input === 'long') return ok({ rounds: 2 });
    const rounds = (input as { rounds?: unknown } | null | undefined)?.rounds ?? 1;
    return rounds === 1 || rounds === 2 ? ok({ rounds }) : err('E_BAD_OPTIONS', 'Tally is played over 1 or 2 rounds.');
  },
  actionSchema: z.object({ type: z.literal('add'), n: z.union([z.literal(1), z.literal(2)]), player: z.number() }),
  setup: (seats, { rounds }, _seed, narrator) => ({ state: { rounds, totals: Array<number>(seats).fill(0), moves: 0 }, log: [narrator.public(0, 'Tally begins.')] }),
  awaiting: tallyAwaiting,
  gate: (s, seat) => (tallyAwaiting(s).includes(seat) ? null : { code: 'E_NOT_YOUR_TURN', message: 'It is not your turn.' }),
  apply: (s, seat, { n }) => ok({ state: { ...s, totals: s.totals.map((t, i) => (i === seat ? t + n : t)), moves: s.moves + 1 }, log: [] }),
  legalActions: (s, seat) => (tallyAwaiting(s).includes(seat) ? [1, 2].map((n) => ({ type: 'add', n, player: seat }) as TallyAction) : []),
  view: (s) => s,
  outcome: (s) => (tallyAwaiting(s).length > 0 ? null : rankByKeys(s.totals.map((t, seat) => ({ seat, score: t, key: [t] })), ['points'])),
};
const tallyOnly: EngineLookup = (kind, rulesVersion) => (kind === tally.id && rulesVersion === tally.rulesVersion ? tally : undefined);

/** The commitment to the seed "tally-seed" with the salt "tally-salt" (core/record.ts' scheme). */
const TALLY_COMMITMENT = 'c5c27085a76ff3fb1a981208b7c32709de0409426448f4c07d31ae7577e230c7';
type RecordEvent = Pick<GameRecord['events'][number], 'seat' | 'action'>;
const add = (seat: number, n: 1 | 2): RecordEvent => ({ seat, action: { type: 'add', n } });
const paceOff: RecordEvent = { seat: WHOLE_TABLE, action: { type: 'table.paceChanged', pace: null, label: 'No clock' } };

/** The record of a game of Tally between Ann, Bob (and Cy) that made `events`, with the outcome they reach. */
function tallyRecord(events: RecordEvent[], o: { seats?: number; options?: unknown } = {}): GameRecord {
  const seats = o.seats ?? 2;
  const at = '2026-11-01T10:00:00.000Z';
  const final = fold(tally, initialState<TallyState>(tally, { seats, options: o.options, seed: 'tally-seed' }), events);
  return {
    format: RECORD_FORMAT,
    game: { id: 'tally-1', kind: 'tally', title: 'Tally', rulesVersion: 1, options: o.options ?? {}, status: 'finished', createdAt: at, endedAt: at },
    seats: ['Ann', 'Bob', 'Cy'].slice(0, seats).map((name, seat) => ({ seat, name, bot: null })),
    shuffle: { seed: 'tally-seed', salt: 'tally-salt', commitment: TALLY_COMMITMENT, scheme: COMMITMENT_SCHEME, sealed: null },
    events: events.map((e, i) => ({ seq: i + 1, ...e, at, by: null })),
    outcome: tally.outcome(final),
    notes: [],
  };
}
const annWins = tallyRecord([add(0, 2), add(1, 1)]);
const saltmarket = engineFor('saltmarket') as AnyEngine;
const verifyTally = (record: unknown) => verifyRecord(record, tallyOnly);
const checkOf = async (record: unknown, name: Check['name']) => (await verifyTally(record)).checks.find((c) => c.name === name);

describe('what a verification tells', () => {
  it('tells each check in a sentence, and hands back the replayed state and the moves as the rules store them', async () => {
    expect(await verifyTally(annWins)).toEqual({
      shuffle: true,
      result: true,
      checks: [
        { name: 'record', status: 'ok', text: 'A record of Tally (rules version 1), 2 moves.' },
        { name: 'commitment', status: 'ok', text: 'The seed revealed matches the commitment published before the first move (c5c27085a76f…).' },
        { name: 'replay', status: 'ok', text: 'All 2 moves replay from the revealed seed, each a legal move of its seat.' },
        { name: 'outcome', status: 'ok', text: "The replay gives the record's outcome: Ann wins." },
      ],
      record: annWins,
      state: { rounds: 1, totals: [2, 1], moves: 2 },
      actions: [{ type: 'add', n: 2, player: 0 }, { type: 'add', n: 1, player: 1 }],
    });
  });

  it('names every winner of a shared win', async () => {
    const shared = tallyRecord([add(0, 1), add(1, 2), add(2, 2)], { seats: 3 });
    expect((await checkOf(shared, 'outcome'))?.text).toBe("The replay gives the record's outcome: Bob and Cy win.");
  });

  it('says what is wrong with what is not a record, and where', async () => {
    const notARecord = await verifyTally(null);
    expect(notARecord).toEqual({
      shuffle: false,
      result: false,
      checks: [{ name: 'record', status: 'failed', text: 'This is not a Turnpost game record: Invalid input: expected object, received null.' }],
      record: null,
      state: null,
      actions: [],
    });
    const badCommitment = { ...annWins, shuffle: { ...annWins.shuffle, commitment: TALLY_COMMITMENT.toUpperCase() } };
    expect((await verifyTally(badCommitment)).checks).toEqual([
      { name: 'record', status: 'failed', text: 'This is not a Turnpost game record at shuffle.commitment: a SHA-256 digest in lowercase hex.' },
    ]);
  });

  it('hands back a record whose rules it does not have, and checks nothing more', async () => {
    const later = { ...annWins, game: { ...annWins.game, rulesVersion: 2 } };
    expect(await verifyTally(later)).toEqual({
      shuffle: false,
      result: false,
      checks: [{ name: 'record', status: 'failed', text: 'These rules cannot replay tally at rules version 2.' }],
      record: later,
      state: null,
      actions: [],
    });
  });
});

describe('checking the commitment', () => {
  const withShuffle = (shuffle: Partial<GameRecord['shuffle']>) => ({ ...annWins, shuffle: { ...annWins.shuffle, ...shuffle } });
  const unchecked = {
    name: 'commitment',
    status: 'unchecked',
    text: 'This game began before Turnpost committed to its shuffles: nothing was published in advance to check the seed against.',
  };

  it('leaves the shuffle unchecked, the result verified, when either the salt or the commitment was never published', async () => {
    for (const shuffle of [{ salt: null }, { commitment: null }, { salt: null, commitment: null }]) {
      const verified = await verifyTally(withShuffle(shuffle));
      expect(verified.checks[1]).toEqual(unchecked);
      expect([verified.shuffle, verified.result]).toEqual([false, true]);
    }
  });

  it('shows the commitment and what the revealed seed gives instead when they differ', async () => {
    const verified = await verifyTally(withShuffle({ seed: 'tally-seedx' }));
    expect(verified.checks[1]).toEqual({
      name: 'commitment',
      status: 'failed',
      text: 'The seed revealed does not match the commitment published at the start (c5c27085a76f…, but the seed gives 40422c6eed20…).',
    });
    expect(verified.shuffle).toBe(false);
  });
});

describe('replaying the moves', () => {
  const refusal = async (record: GameRecord) => {
    const verified = await verifyTally(record);
    expect([verified.result, verified.state, verified.actions]).toEqual([false, null, []]);
    expect(verified.checks.map((c) => c.name)).toEqual(['record', 'commitment', 'replay']);
    return verified.checks[2]?.text;
  };
  const withEvents = (change: (events: GameRecord['events']) => void): GameRecord => {
    const copy = structuredClone(annWins);
    change(copy.events);
    return copy;
  };

  it('refuses seats that are not numbered in order', async () => {
    const seats = annWins.seats.map((s, i) => ({ ...s, seat: i * 2 }));
    expect(await refusal({ ...annWins, seats })).toBe('The seats are not numbered 0, 1, 2 … in order.');
  });

  it('refuses moves that are not numbered 1, 2, 3 …', async () => {
    expect(await refusal(withEvents((events) => { (events[1] as { seq: number }).seq = 3; }))).toBe(
      'Move 2 is numbered 3: the moves must be numbered 1, 2, 3 … in order.',
    );
  });

  it('refuses a move by a seat the game does not have, above or below', async () => {
    expect(await refusal(withEvents((events) => { (events[1] as { seat: number }).seat = 2; }))).toBe('Move 2 is by seat 2, but the game has 2 seats.');
    expect(await refusal(withEvents((events) => { (events[0] as { seat: number }).seat = -1; }))).toBe('Move 1 is by seat -1, but the game has 2 seats.');
  });

  it('refuses a move its seat could not make there, naming the seat and the rules’ refusal', async () => {
    const swapped = tallyRecord([add(1, 1), add(0, 2)]);
    expect(await refusal(swapped)).toBe('Move 1 (by Bob) is not a legal move there: It is not your turn.');
  });

  it('refuses options the rules do not read, naming each', async () => {
    const options = { rounds: 1, speed: 'fast', colour: 'red' };
    expect(await refusal({ ...annWins, game: { ...annWins.game, options } })).toBe(
      "The record's options are not the ones its game was played with, as the rules read them (speed, colour).",
    );
  });

  it('replays options left out as the rules’ defaults, and options named as a preset the rules read', async () => {
    const leftOut = await verifyTally({ ...annWins, game: { ...annWins.game, options: null } });
    expect([leftOut.result, leftOut.state]).toEqual([true, { rounds: 1, totals: [2, 1], moves: 2 }]);
    const long = await verifyTally(tallyRecord([add(0, 2), add(1, 1), add(0, 1), add(1, 1)], { options: 'long' }));
    expect([long.result, long.state]).toEqual([true, { rounds: 2, totals: [3, 2], moves: 4 }]);
  });

  it('passes over a change of the table between moves, keeps it among the moves, and counts only the game’s', async () => {
    const verified = await verifyTally(tallyRecord([add(0, 2), paceOff, add(1, 1)]));
    expect(verified.checks[2]?.text).toBe('All 2 moves replay from the revealed seed, each a legal move of its seat.');
    expect(verified.actions).toEqual([{ type: 'add', n: 2, player: 0 }, paceOff.action, { type: 'add', n: 1, player: 1 }]);
    expect(verified.result).toBe(true);
  });

  it('refuses a change of the table Turnpost does not know', async () => {
    const unknown: RecordEvent = { seat: WHOLE_TABLE, action: { type: 'table.teleported' } };
    expect(await refusal(tallyRecord([add(0, 2), unknown, add(1, 1)]))).toBe('Event 2 is not a change of the table Turnpost knows.');
  });
});

describe('checking the outcome', () => {
  const abandoned = (record: GameRecord, outcome: GameRecord['outcome']): GameRecord => ({
    ...record,
    game: { ...record.game, status: 'abandoned' },
    outcome,
  });
  const stopped = tallyRecord([add(0, 2)]);
  const failedOutcome = async (record: GameRecord) => {
    const verified = await verifyTally(record);
    expect([verified.shuffle, verified.result]).toEqual([true, false]);
    return verified.checks.find((c) => c.name === 'outcome');
  };

  it('refuses an outcome other than the replay’s, naming who wins by the replay', async () => {
    const bobWins = tallyRecord([add(0, 1), add(1, 2)]).outcome;
    expect(await failedOutcome({ ...annWins, outcome: bobWins })).toEqual({
      name: 'outcome',
      status: 'failed',
      text: 'The outcome in the record is not the one its moves give (Ann wins by the replay).',
    });
    expect((await failedOutcome({ ...annWins, outcome: null }))?.status).toBe('failed');
  });

  it('refuses a finished game whose moves stop before the end', async () => {
    expect((await failedOutcome(stopped))?.text).toBe('The record says the game is over, but its moves do not reach the end.');
  });

  it('verifies an abandoned game only when its moves stop before the end and it claims no outcome', async () => {
    expect(await checkOf(abandoned(stopped, null), 'outcome')).toEqual({
      name: 'outcome',
      status: 'ok',
      text: 'The game was abandoned before its end, as the replay agrees: no outcome.',
    });
    expect((await failedOutcome(abandoned(annWins, null)))?.text).toBe('The record says the game was abandoned, but its moves reach the end of the game.');
    expect((await failedOutcome(abandoned(annWins, annWins.outcome)))?.status).toBe('failed');
    expect((await failedOutcome(abandoned(stopped, annWins.outcome)))?.status).toBe('failed');
  });

  it('tells a solo game lost as won by nobody (Saltmarket: the last purchase never made)', async () => {
    const lost = await playedRecord(saltmarket, { seats: 1, seed: 'solo-1' });
    expect(lost.outcome?.winners).toEqual([]);
    expect((await verifyRecord(lost, engineFor)).checks.find((c) => c.name === 'outcome')?.text).toBe("The replay gives the record's outcome: nobody wins.");
  });

  it('says why an abandoned game that stops before the end but claims an outcome is refused', async () => {
    expect((await failedOutcome(abandoned(stopped, annWins.outcome)))?.text).toBe(
      'The record says the game was abandoned, but it names an outcome: an abandoned game has none.',
    );
  });
});

describe('a kind that keeps part of its deal hidden (Saltmarket)', () => {
  const record = playedRecord(saltmarket, { seats: 1, seed: 'sealed' });

  it('says what stays hidden, and still verifies the rest', async () => {
    const verified = await verifyRecord(await record, engineFor);
    expect(verified.checks.at(-1)).toEqual({
      name: 'sealed',
      status: 'hidden',
      text: "Hidden by the rules: each player's unchosen character (dealt from a second seed this record never reveals).",
    });
    expect([verified.shuffle, verified.result]).toEqual([true, true]);
  });

  it('refuses a record that does not say what the game revealed of it', async () => {
    const unsaid = await record;
    const verified = await verifyRecord({ ...unsaid, shuffle: { ...unsaid.shuffle, sealed: null } }, engineFor);
    expect(verified.checks.find((c) => c.name === 'replay')?.text).toBe(
      "Saltmarket keeps each player's unchosen character hidden: the record must say what it revealed of it.",
    );
    expect(verified.result).toBe(false);
  });
});
