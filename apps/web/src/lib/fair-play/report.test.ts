import { describe, expect, it } from 'vitest';
import { CHECKING, checkText, reportOf, whilePlayed } from './report.ts';
import type { Check, RecordVerification } from './verification.ts';

const ok = (name: Check['name'], text = `${name} ok`): Check => ({ name, status: 'ok', text });
const verification = (over: Partial<RecordVerification>): RecordVerification => ({
  shuffle: true,
  result: true,
  checks: [ok('record'), ok('commitment'), ok('replay'), ok('outcome')],
  ms: 12,
  ...over,
});

describe('the fair-play report', () => {
  it('says while a game is played whether its shuffle was committed', () => {
    expect(whilePlayed(true)).toMatchObject({ status: 'committed', headline: 'Shuffle committed before the first move' });
    expect(whilePlayed(false)).toMatchObject({ status: 'uncommitted', headline: 'This game began before Turnpost committed to shuffles' });
    expect(CHECKING).toMatchObject({ status: 'checking', headline: 'Checking the shuffle and the result…' });
  });

  it('reads a verification as verified, result only, or what failed', () => {
    expect(reportOf(verification({}))).toMatchObject({ status: 'verified', headline: 'Shuffle and result verified', ms: 12 });
    const old = verification({ shuffle: false, checks: [ok('record'), { name: 'commitment', status: 'unchecked', text: 'old' }, ok('replay'), ok('outcome')] });
    expect(reportOf(old)).toMatchObject({ status: 'result-only', headline: 'Result verified; the shuffle was not committed in advance' });
    const moved = verification({ result: false, checks: [ok('record'), ok('commitment'), { name: 'replay', status: 'failed', text: 'Move 3 (by Ann) is not a legal move there.' }] });
    expect(reportOf(moved)).toMatchObject({ status: 'failed', headline: 'Not verified. Move 3 (by Ann) is not a legal move there.' });
    const reseeded = verification({ shuffle: false, checks: [ok('record'), { name: 'commitment', status: 'failed', text: 'The seed does not match.' }, ok('replay'), ok('outcome')] });
    expect(reportOf(reseeded)).toMatchObject({ status: 'failed', headline: 'Not verified. The seed does not match.' });
  });

  it('says a part the rules keep hidden is hidden by the rules', () => {
    expect(checkText({ name: 'sealed', status: 'hidden', text: 'Hidden by the rules: the pile.' })).toBe('Hidden by the rules: the pile.');
    expect(checkText({ name: 'sealed', status: 'hidden', text: 'the pile.' })).toBe('Hidden by the rules: the pile.');
  });
});
