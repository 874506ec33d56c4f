/**
 * How each seat stands in an unfinished game (for the bots' search, which scores a playout it stops early by this),
 * in units of 5 VP (the bots read a margin under one unit linearly and saturate above it: one VP is a fifth, so a
 * move's gain and a game's lead are both graded). Not a rule: a guess at how the game will end, made of
 * - the VP of its built landmarks;
 * - each landmark on its way: one in the play area by its progress, from 40% (played) to 100% (built), one still
 *   among its cards at 30%, each at the VP it would score if built now;
 * - its economy: what its cards bring a turn (a hand of five, or all it has if fewer, at the mean yield of the cards
 *   it draws from, plus its built constructs' passives, in money-like units), worth `TUNED` (0.08) VP per unit and
 *   turn for the turns a game likely has left (none once the end is triggered): a landmark costs 6–9 money and 7–12
 *   build progress for about 4 VP, so a seat grows early and builds late;
 * - the money it holds this turn, at a tenth of a VP a unit (a playout may stop before the buy).
 * In a team game each seat gets its team's sum.
 *
 * `noviceEstimate` is the same guess with a beginner's weight on the economy (`NOVICE`, 0.2 VP per unit and turn): it
 * keeps growing its deck when it should be building. The easy bot judges by it; the searching bots by `estimate`.
 */
import { CARD_COUNT, type CardType, cardOf, type Effect } from './cards.ts';
import { vpIfBuilt } from './scoring.ts';
import type { CivState, Player } from './state.ts';
import { progressOf } from './zones.ts';

/** VP per unit of the estimate. */
const SCALE = 5;
const PLAYED = 0.4;
const HELD = 0.3;
/**
 * VP per unit of yield per turn left, tuned by self-play (trials of easy's one-step look, 400 games each,
 * 2026-11-27): at 4 seats one easy bot reading 0.08 won 44.3% (39.5%–49.1%) against three reading 0.2 (fair: 25%;
 * the command is in docs/bot-targets.md); 0.05 won 46.0%, 0.1 44.5%, 0.3 17.5%; head to head at 2 seats 0.1 won
 * 65.5% against 0.2. A landmark is worth more, and sooner, than a bigger deck: at 4 seats half of those games were
 * over by round 17, most of them when a seat built its third landmark.
 */
const TUNED = 0.08;
/** A beginner's weight: the economy at two and a half times the tuned one. */
const NOVICE = 0.2;
/** Normal games end around rounds 12–18 (spec §7); a seat plans for at least one more turn. */
const LIKELY_LAST_ROUND = 16;
const HAND = 5;

/** Money-like units of one keyword's value. */
const UNIT: Record<Effect['kind'], number> = { money: 1, research: 1.2, warfare: 0.3, steal: 0.2, trash: 0.4, return: 0.3, raid: 0.3 };
const worth = (effects: readonly Effect[]) => effects.reduce((sum, e) => sum + UNIT[e.kind] * e.n, 0);

/** What a card brings the turn it is drawn: its effects, or its build value counted at 0.8 a point. */
function yieldOf(t: CardType): number {
  if (t.class === 'hero') return Math.max(worth(t.use), 0.8 * t.masterBuilder) / 2 + worth(t.discard) / 2;
  if (t.class !== 'civilian') return 0.5; // a construct drawn is played into the area: a card's slot spent on it
  const effects = worth(t.effects);
  if (!t.build) return effects;
  return t.build.mode === 'alt' ? Math.max(effects, 0.8 * t.build.n) : effects + 0.8 * t.build.n;
}

/** Each card's `yieldOf`, by id, worked out once: the bots' search reads it for every card of every seat, thousands of times a decision. */
const YIELD_OF_ID: readonly number[] = Array.from({ length: CARD_COUNT }, (_, id) => yieldOf(cardOf(id)));

function standing(p: Player, turnsLeft: number, perUnitTurn: number): number {
  let vp = 0;
  let passives = 0;
  for (const c of p.constructs) {
    const t = cardOf(c.id);
    if (t.class === 'landmark') {
      const share = c.built ? 1 : PLAYED + (1 - PLAYED) * Math.min(1, progressOf(c) / Math.max(1, t.buildCost));
      vp += share * vpIfBuilt(p, c.id);
    } else if (c.built) passives += worth(t.effects);
  }
  let cards = 0;
  let yields = 0;
  for (const pile of [p.hand, p.deck, p.discard, p.play])
    for (const id of pile) {
      if (cardOf(id).class === 'landmark') vp += HELD * vpIfBuilt(p, id);
      yields += YIELD_OF_ID[id] as number;
      cards++;
    }
  const perTurn = (Math.min(HAND, cards) * yields) / Math.max(1, cards) + passives;
  return vp + perUnitTurn * perTurn * turnsLeft + 0.1 * p.pools.money;
}

export const estimate = (state: CivState): number[] => estimateWith(state, TUNED);

export const noviceEstimate = (state: CivState): number[] => estimateWith(state, NOVICE);

/**
 * The last standing worked out at each seat, with the player it was for. A move copies only the players it changes
 * (`transition` in context.ts; a player is never changed once a state holds it), so the search's one-step look, which
 * scores every seat after each move it weighs, works out again only the seats the move touched. One 4-seat medium
 * game took 7.8 and 8.6 s instead of 10.0 and 9.3 s (alternated, the same moves; 2026-11-28). One entry a seat, not a
 * WeakMap of every player seen: its millions of weak keys a game cost the garbage collector what they saved.
 */
const LAST: ({ p: Player; turnsLeft: number; perUnitTurn: number; vp: number } | undefined)[] = [];

function standingAt(seat: number, p: Player, turnsLeft: number, perUnitTurn: number): number {
  const last = LAST[seat];
  if (last && last.p === p && last.turnsLeft === turnsLeft && last.perUnitTurn === perUnitTurn) return last.vp;
  const vp = standing(p, turnsLeft, perUnitTurn);
  LAST[seat] = { p, turnsLeft, perUnitTurn, vp };
  return vp;
}

function estimateWith(state: CivState, perUnitTurn: number): number[] {
  const turnsLeft = state.endTriggered ? 0 : Math.max(1, LIKELY_LAST_ROUND - state.round);
  const own = state.players.map((p, seat) => standingAt(seat, p, turnsLeft, perUnitTurn) / SCALE);
  if (!state.teams) return own;
  return own.map((v, seat) => v + (own[(seat + 2) % 4] ?? 0));
}
