import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseToken,
  keepHostToken,
  keepSeatToken,
  linkToken,
  refusesToken,
  storedSeatToken,
  takeHostToken,
  takeSeatToken,
} from './seat-token.ts';

const GOOD = 'AwOBWcNLqklph6U1yZI6RQ';
const WRONG = 'BwOBWcNLqklph6U1yZI6RQ';

let storage: Map<string, string>;

beforeEach(() => {
  storage = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, String(v)),
    removeItem: (k: string) => void storage.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the token of a link', () => {
  it('is the fragment when it is well formed, with or without its #', () => {
    expect(linkToken(`#${GOOD}`)).toBe(GOOD);
    expect(linkToken(GOOD)).toBe(GOOD);
  });

  it('is null when the fragment is empty, too short, too long, or holds other characters', () => {
    for (const fragment of ['', '#', '#abc', `#${'a'.repeat(129)}`, `#${GOOD.slice(0, 20)}+/`, `#${GOOD}=`]) {
      expect(linkToken(fragment), fragment).toBeNull();
    }
  });
});

describe('which token to try', () => {
  it('tries the link first, with the kept one to fall back on', () => {
    expect(chooseToken(WRONG, GOOD)).toEqual({ token: WRONG, fallback: GOOD, fromLink: true });
  });

  it('has nothing to fall back on when nothing is kept, or the link is the kept one', () => {
    expect(chooseToken(WRONG, null)).toEqual({ token: WRONG, fallback: null, fromLink: true });
    expect(chooseToken(GOOD, GOOD)).toEqual({ token: GOOD, fallback: null, fromLink: true });
  });

  it('goes on with the kept one without a link, and watches without either', () => {
    expect(chooseToken(null, GOOD)).toEqual({ token: GOOD, fallback: null, fromLink: false });
    expect(chooseToken(null, null)).toEqual({ token: null, fallback: null, fromLink: false });
  });
});

describe('opening a seat link (issue 46)', () => {
  it('stores nothing: a wrong link never replaces the token kept', () => {
    keepSeatToken('game1', GOOD);
    expect(takeSeatToken('game1', `#${WRONG}`)).toEqual({ token: WRONG, fallback: GOOD, fromLink: true });
    expect(storedSeatToken('game1')).toBe(GOOD);
  });

  it('stores nothing on a first visit either', () => {
    expect(takeSeatToken('game1', `#${WRONG}`)).toEqual({ token: WRONG, fallback: null, fromLink: true });
    expect(storage.size).toBe(0);
  });

  it('keeps a token once the server accepted it, replacing the one kept (a reissued link)', () => {
    keepSeatToken('game1', WRONG);
    keepSeatToken('game1', GOOD);
    expect(takeSeatToken('game1', '')).toEqual({ token: GOOD, fallback: null, fromLink: false });
  });

  it('keeps each game’s token apart, and host tokens apart from seat tokens', () => {
    keepSeatToken('game1', GOOD);
    keepHostToken('game1', WRONG);
    expect(takeSeatToken('game2', '').token).toBeNull();
    expect(takeSeatToken('game1', '').token).toBe(GOOD);
    expect(takeHostToken('game1', '')).toEqual({ token: WRONG, fallback: null, fromLink: false });
    expect(takeHostToken('game1', `#${GOOD}`)).toEqual({ token: GOOD, fallback: WRONG, fromLink: true });
    expect(storage.get('turnpost:host:game1')).toBe(WRONG);
  });

  it('works without storage (private mode): the link alone, nothing kept, no failure', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(takeSeatToken('game1', `#${GOOD}`)).toEqual({ token: GOOD, fallback: null, fromLink: true });
    expect(() => keepSeatToken('game1', GOOD)).not.toThrow();
  });
});

describe('a refused token', () => {
  it('is a 401 or 403, not a network failure, a missing game or too many tries', () => {
    expect([401, 403].map(refusesToken)).toEqual([true, true]);
    expect([0, 404, 429, 500].map(refusesToken)).toEqual([false, false, false, false]);
  });
});
