import { describe, expect, it } from 'vitest';
import { ruleRefused } from './errors.ts';

describe('ruleRefused', () => {
  it('answers an action naming another seat with 403 E_NOT_YOUR_SEAT and the rules\' message', () => {
    const refused = ruleRefused({ code: 'E_NOT_YOUR_SEAT', message: 'You play seat 1, not seat 0.' });
    expect([refused.status, refused.code, refused.message]).toEqual([403, 'E_NOT_YOUR_SEAT', 'You play seat 1, not seat 0.']);
  });

  it('answers every other rule error with 422 and the rules\' code', () => {
    for (const code of ['E_BAD_PAYLOAD', 'E_WRONG_PHASE', 'E_GAME_OVER', 'E_NOT_YOUR_TURN']) {
      const refused = ruleRefused({ code, message: 'No.' });
      expect([refused.status, refused.code]).toEqual([422, code]);
    }
  });

});
