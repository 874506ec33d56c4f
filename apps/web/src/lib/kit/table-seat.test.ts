import { describe, expect, it } from 'vitest';
import { fromViewer, ownerOf, sideTitle, speakerOf } from './table-seat.ts';

const names = ['Ann', 'Bob', 'Cy'];

describe('who a table speaks to', () => {
  it('says "you" at a live table and names the seat whose view it is in a replay', () => {
    const live = { seat: 1, names, readOnly: false };
    const replay = { seat: 1, names, readOnly: true };
    expect(speakerOf(live)).toBe(1);
    expect(speakerOf(replay)).toBeNull();
    expect(ownerOf(live)).toBeNull();
    expect(ownerOf(replay)).toBe('Bob');
    expect(sideTitle(live, 1)).toBe('You');
    expect(sideTitle(replay, 1)).toBe('Bob (this view)');
    expect(sideTitle(live, 2)).toBe('Cy');
  });

  it('speaks to nobody for a spectator, and names seats without a name by number', () => {
    const watching = { seat: null, names, readOnly: false };
    expect(speakerOf(watching)).toBeNull();
    expect(ownerOf({ seat: null, names, readOnly: true })).toBeNull();
    expect(sideTitle(watching, 0)).toBe('Ann');
    expect(sideTitle(watching, 4)).toBe('Seat 5');
  });

  it('orders the seats from the viewer’s own, and in seat order for a spectator', () => {
    expect(fromViewer(['a', 'b', 'c', 'd'], 2)).toEqual(['c', 'd', 'a', 'b']);
    expect(fromViewer(['a', 'b', 'c'], null)).toEqual(['a', 'b', 'c']);
  });
});
