import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('a database that cannot serve now', () => {
  it.each([
    ['55000', 'database "x" is not currently accepting connections'],
    ['53300', 'sorry, too many clients already'],
    ['57P03', 'the database system is starting up'],
    ['3D000', 'database "x" does not exist'],
    ['28P01', 'password authentication failed for user "x"'],
  ])('is told by SQLSTATE %s (%s), also as the cause of a query error', (code, message) => {
    const error = Object.assign(new Error(message), { code });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: error }))).toBe(true);
  });

  it('is not a bug of ours: a unique violation or a syntax error stays an error', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
  });
});
