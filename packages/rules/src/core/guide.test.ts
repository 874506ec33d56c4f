/**
 * The building blocks a kind writes its `/rules/<kind>` page with: each block carries exactly its kind and content
 * (the page renders by `kind`), a guide takes its kind, title, seats and score unit from the kind's `about`, its
 * glossary becomes entries in the order written, and the set-up table's seat counts, the card list and the page's
 * plain text are what the page shows.
 */
import { describe, expect, it } from 'vitest';
import type { About } from './engine.ts';
import {
  type GuideCard,
  guideCards,
  guideOf,
  paragraph,
  plainText,
  points,
  scoringExampleHere,
  seatCounts,
  section,
  steps,
  table,
} from './guide.ts';

const about: About = {
  id: 'pebbles',
  title: 'Pebbles',
  seats: { min: 2, max: 5 },
  scoreUnit: 'points',
  pitch: 'Pick pebbles.',
  weight: 'light',
  length: '10 moves each',
};

const card = (id: string): GuideCard => ({ id, name: id.toUpperCase(), copies: 2, traits: [], text: `Scores ${id}.`, ability: null });

describe('guide blocks', () => {
  it('carry their kind and exactly what was written', () => {
    expect(paragraph('Each turn, pick a pebble.')).toStrictEqual({ kind: 'paragraph', text: 'Each turn, pick a pebble.' });
    expect(steps('Draw.', 'Pick.', 'Pass.')).toStrictEqual({ kind: 'steps', items: ['Draw.', 'Pick.', 'Pass.'] });
    expect(points('Red scores 2.', 'Blue scores 1.')).toStrictEqual({ kind: 'points', items: ['Red scores 2.', 'Blue scores 1.'] });
    expect(table('Pebbles per seat count', ['Players', 'Pebbles'], [[2, 10], [3, 12]])).toStrictEqual({
      kind: 'table',
      caption: 'Pebbles per seat count',
      columns: ['Players', 'Pebbles'],
      rows: [[2, 10], [3, 12]],
    });
    expect(scoringExampleHere()).toStrictEqual({ kind: 'scoringExample' });
  });

  it('make a section with its subsections one level down, and without the field when there are none', () => {
    const turn = section('turn', 'A turn', [paragraph('Pick one.')]);
    expect(turn).toStrictEqual({ id: 'turn', heading: 'A turn', blocks: [{ kind: 'paragraph', text: 'Pick one.' }] });
    expect(section('play', 'Playing', [], [turn])).toStrictEqual({ id: 'play', heading: 'Playing', blocks: [], subsections: [turn] });
  });
});

describe('a guide from its about and its page', () => {
  const page = {
    tagline: 'A game of pebbles.',
    sections: [section('goal', 'Goal', [paragraph('Most points wins.')])],
    example: { heading: 'Scoring', intro: 'A hand.', layout: ['red'], lines: [], total: 0, source: 'spec §1' },
    glossary: { '`pick`': 'take a pebble', 'L1 / C1': 'the first column' },
    cardGroups: [],
  };

  it("takes the kind's id, title, seats and score unit from its about, and the rest from its page", () => {
    const guide = guideOf(about, page);
    expect(guide).toStrictEqual({
      kind: 'pebbles',
      title: 'Pebbles',
      seats: { min: 2, max: 5 },
      scoreUnit: 'points',
      tagline: 'A game of pebbles.',
      sections: page.sections,
      example: page.example,
      glossary: [
        { term: '`pick`', meaning: 'take a pebble' },
        { term: 'L1 / C1', meaning: 'the first column' },
      ],
      cardGroups: [],
    });
  });
});

describe("a guide's helpers", () => {
  it('list every seat count of a range, fewest first', () => {
    expect(seatCounts({ min: 2, max: 5 })).toEqual([2, 3, 4, 5]);
    expect(seatCounts({ min: 3, max: 3 })).toEqual([3]);
  });

  it('list every card group by group, in order', () => {
    const groups = [
      { id: 'red', heading: 'Red', intro: 'Warm.', cards: [card('ruby'), card('rose')] },
      { id: 'none', heading: 'None', intro: 'Empty.', cards: [] },
      { id: 'blue', heading: 'Blue', intro: 'Cold.', cards: [card('sky')] },
    ];
    expect(guideCards({ cardGroups: groups }).map((c) => c.id)).toEqual(['ruby', 'rose', 'sky']);
    expect(guideCards({ cardGroups: [] })).toEqual([]);
  });

  it('drop the backticks that mark a term, and only those', () => {
    expect(plainText('Choose `insertAt`, then `L1 / C1`.')).toBe('Choose insertAt, then L1 / C1.');
    expect(plainText('No terms here.')).toBe('No terms here.');
  });
});
