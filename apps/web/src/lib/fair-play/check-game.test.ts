import { describe, expect, it } from 'vitest';
import { ApiError } from '../api.ts';
import { checkGame } from './check-game.ts';
import type { RecordVerification } from './verification.ts';

const verification = (over: Partial<RecordVerification> = {}): RecordVerification => ({
  shuffle: true,
  result: true,
  checks: [{ name: 'outcome', status: 'ok', text: 'Ann wins.' }],
  ms: 12,
  ...over,
});

describe('checking a finished game', () => {
  const live = () => new AbortController().signal;

  it('verifies the record it loads', async () => {
    const report = await checkGame('g1', live(), { load: async () => ({ format: 'x' }), verify: async () => verification() });
    expect(report?.status).toBe('verified');
  });

  it('tells a game without a record, a server that cannot be reached, and a browser that cannot check', async () => {
    const noRecord = new ApiError(409, 'E_NO_RECORD', 'This game was dealt before Turnpost sealed it.');
    const refuse = (error: unknown) => async () => Promise.reject(error);
    const never = async () => verification();
    expect(await checkGame('g1', live(), { load: refuse(noRecord), verify: never })).toMatchObject({ status: 'no-record', headline: noRecord.message });
    const offline = await checkGame('g1', live(), { load: refuse(new ApiError(0, 'E_NETWORK', 'Cannot reach')), verify: never });
    expect(offline?.headline).toMatch(/^Not checked: the game’s record could not be loaded/);
    const noWorker = await checkGame('g1', live(), { load: async () => ({}), verify: refuse(new Error('Worker is not defined')) });
    expect(noWorker).toMatchObject({ status: 'unavailable', headline: 'Not checked: this browser could not run the check (Worker is not defined).' });
  });

  it('answers nothing once nobody waits for it', async () => {
    const controller = new AbortController();
    const report = checkGame('g1', controller.signal, { load: async () => (controller.abort(), {}), verify: async () => verification() });
    expect(await report).toBeNull();
  });
});
