import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSeat, keepSeat, mySeats } from './my-seats.ts';
import { keepSeatToken } from './seat-token.ts';

/** localStorage as the browser has it: keys in insertion order, `length` and `key(i)`. */
class FakeStorage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, String(v));
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

const TOKEN_A = 'aaaaaaaaaaaaaaaaaaaaaa';
const TOKEN_B = 'bbbbbbbbbbbbbbbbbbbbbb';
const TOKEN_C = 'cccccccccccccccccccccc';
let storage: FakeStorage;

beforeEach(() => {
  storage = new FakeStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('the seats this browser holds', () => {
  it('lists every seat whose link the server accepted, with its number and when it was first opened, newest first', () => {
    keepSeatToken('game1', TOKEN_A);
    keepSeat('game1', 0, new Date('2026-03-01T10:00:00Z'));
    keepSeatToken('game2', TOKEN_B);
    keepSeat('game2', 2, new Date('2026-03-02T10:00:00Z'));
    expect(mySeats()).toEqual([
      { gameId: 'game2', token: TOKEN_B, seat: 2, firstOpenedAt: '2026-03-02T10:00:00.000Z' },
      { gameId: 'game1', token: TOKEN_A, seat: 0, firstOpenedAt: '2026-03-01T10:00:00.000Z' },
    ]);
  });

  it('keeps the time of the first opening when the table is shown again', () => {
    keepSeatToken('game1', TOKEN_A);
    keepSeat('game1', 1, new Date('2026-03-01T10:00:00Z'));
    keepSeat('game1', 1, new Date('2026-03-05T10:00:00Z'));
    expect(mySeats()[0]?.firstOpenedAt).toBe('2026-03-01T10:00:00.000Z');
  });

  it('lists a seat kept before seats were recorded, with its number still to learn, after the dated ones', () => {
    storage.setItem('turnpost:seat:old', TOKEN_C);
    keepSeatToken('game1', TOKEN_A);
    keepSeat('game1', 0, new Date('2026-03-01T10:00:00Z'));
    expect(mySeats().map((s) => [s.gameId, s.seat, s.firstOpenedAt])).toEqual([
      ['game1', 0, '2026-03-01T10:00:00.000Z'],
      ['old', null, null],
    ]);
  });

  it('ignores a record without a token, and records that are not ours', () => {
    keepSeat('lost', 0);
    storage.setItem('turnpost:seat:odd', TOKEN_C);
    storage.setItem('turnpost:seat-of:odd', '{"seat":"x"}');
    storage.setItem('turnpost:poll-ms', '250');
    expect(mySeats()).toEqual([{ gameId: 'odd', token: TOKEN_C, seat: null, firstOpenedAt: null }]);
  });

  it('forgets a seat, token and record, leaving the others', () => {
    keepSeatToken('game1', TOKEN_A);
    keepSeat('game1', 0);
    keepSeatToken('game2', TOKEN_B);
    keepSeat('game2', 1);
    forgetSeat('game1');
    expect(mySeats().map((s) => s.gameId)).toEqual(['game2']);
    expect(storage.getItem('turnpost:seat:game1')).toBeNull();
    expect(storage.getItem('turnpost:seat-of:game1')).toBeNull();
    // Opening the link again holds the seat again, as new.
    keepSeatToken('game1', TOKEN_A);
    expect(mySeats().find((s) => s.gameId === 'game1')).toMatchObject({ seat: null, firstOpenedAt: null });
  });

  it('holds nothing when storage is unavailable (private mode), without failing', () => {
    vi.stubGlobal('localStorage', {
      get length(): number {
        throw new Error('denied');
      },
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    keepSeat('game1', 0);
    expect(mySeats()).toEqual([]);
    expect(() => forgetSeat('game1')).not.toThrow();
  });
});
