/**
 * A record verifies when its seed matches its commitment, its moves replay as legal moves and its outcome is the
 * replay's; any change to a move, the seed, the salt, the commitment, the numbering or the outcome is caught.
 */
import { describe, expect, it } from 'vitest';
import { engineFor, engines } from '../index.ts';
import type { GameRecord } from './record.ts';
import { playedRecord } from './testing/records.ts';
import { verifyRecord } from './verify.ts';

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
