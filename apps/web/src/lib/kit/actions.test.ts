import { describe, expect, it } from 'vitest';
import { ofType } from './actions.ts';

type Action = { type: 'buy'; card: string } | { type: 'pass' };

describe('a kind’s legal actions by type', () => {
  it('picks out the actions of one type, in their order', () => {
    const actions: Action[] = [{ type: 'buy', card: 'a' }, { type: 'pass' }, { type: 'buy', card: 'b' }];
    const buys = ofType(actions, 'buy');
    expect(buys.map((a) => a.card)).toEqual(['a', 'b']);
    expect(ofType(actions, 'pass')).toHaveLength(1);
  });
});
