/**
 * A game's public record as anyone may hand one in: the commitment is the published scheme's SHA-256 exactly (a
 * record made anywhere checks against the server's), and the record's shape is checked field by field before
 * anything replays it: its format, the digests, the times with their offsets, the rules version, who made a move.
 */
import { describe, expect, it } from 'vitest';
import { COMMITMENT_SCHEME, type GameRecord, commitmentTo, gameRecordSchema } from './record.ts';

const DIGEST = 'd9436a598028fd2fccc720c3df6049b2f9ec42ceb31e8ab055eafb43a8505cfd';

/** A small well-formed record (two seats, one move), with `change` made to a copy. */
function record(change: (r: GameRecord) => void = () => {}): GameRecord {
  const at = '2026-11-01T10:00:00.000Z';
  const r: GameRecord = {
    // the format written out: records made elsewhere and stored carry these words, whatever the code calls them
    format: 'turnpost-record/1',
    game: { id: 'g1', kind: 'tally', title: 'Tally', rulesVersion: 1, options: {}, status: 'finished', createdAt: at, endedAt: at },
    seats: [
      { seat: 0, name: 'Ann', bot: null },
      { seat: 1, name: 'Bob', bot: 'hard' },
    ],
    shuffle: { seed: 'seed', salt: 'salt', commitment: DIGEST, scheme: COMMITMENT_SCHEME, sealed: null },
    events: [{ seq: 1, seat: 0, action: { type: 'add', n: 2 }, at, by: null }],
    outcome: null,
    notes: [],
  };
  change(r);
  return r;
}

/** Where the schema refuses `input`, and why: "path: message" for each problem (none when it is a record). */
const problems = (input: unknown): string[] => {
  const parsed = gameRecordSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};
const wherever = (input: unknown): string[] => problems(input).map((p) => p.slice(0, p.indexOf(':')));

describe('the commitment to a seed', () => {
  it('is the SHA-256, in lowercase hex, of "turnpost-commit/1|" + salt + "|" + seed, as the record states its scheme', async () => {
    expect(COMMITMENT_SCHEME).toBe('SHA-256 of the UTF-8 text "turnpost-commit/1|" + salt + "|" + seed, in hex');
    expect(await commitmentTo('seed', 'salt')).toBe(DIGEST);
  });

  it('hashes the text as UTF-8', async () => {
    expect(await commitmentTo('🎲', 'sél')).toBe('5c64ee0104d9c3e8effc074c92ddfa88a41a806ec417c100d2d9c3a4bacea907');
  });
});

describe('the shape of a record', () => {
  it('takes a well-formed record of format turnpost-record/1, and no other format', () => {
    expect(problems(record())).toEqual([]);
    expect(wherever(record((r) => { (r as { format: string }).format = 'turnpost-record/2'; }))).toEqual(['format']);
  });

  it('takes only a SHA-256 digest in lowercase hex as a commitment, nothing around it', () => {
    const withCommitment = (commitment: string) => record((r) => { r.shuffle.commitment = commitment; });
    for (const bad of [DIGEST.toUpperCase(), `x${DIGEST}`, `${DIGEST}x`, DIGEST.slice(1)])
      expect(problems(withCommitment(bad))).toEqual(['shuffle.commitment: a SHA-256 digest in lowercase hex']);
    expect(problems(record((r) => { r.shuffle.sealed = { what: 'a card', commitment: `${DIGEST}0`, revealed: [] }; }))).toEqual([
      'shuffle.sealed.commitment: a SHA-256 digest in lowercase hex',
    ]);
  });

  it('takes times with an offset from UTC, as well as in UTC', () => {
    const local = record((r) => { r.game.createdAt = '2026-11-01T12:00:00+02:00'; r.game.endedAt = null; });
    expect(problems(local)).toEqual([]);
    expect(wherever(record((r) => { r.game.createdAt = '1 November 2026'; }))).toEqual(['game.createdAt']);
  });

  it('takes any rules version from 1 up', () => {
    expect(problems(record((r) => { r.game.rulesVersion = 2; }))).toEqual([]);
    expect(wherever(record((r) => { r.game.rulesVersion = 0; }))).toEqual(['game.rulesVersion']);
  });

  it('says who made a move when not the seat’s holder: a bot, the autopilot or the host', () => {
    const by = (who: unknown) => record((r) => { (r.events[0] as { by: unknown }).by = who; });
    for (const who of ['bot', 'autopilot', 'host', null]) expect(problems(by(who))).toEqual([]);
    expect(wherever(by('robot'))).toEqual(['events.0.by']);
  });
});
