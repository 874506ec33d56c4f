/**
 * A state a seat cannot tell from the truth, drawn from its view alone (the bots' search runs on such states).
 * What spec §8 hides, and how each part is drawn:
 * - the deck's order (hidden from everyone): its cards are known (every town building not on display and not
 *   owned), so the deck is those cards in a uniformly random order;
 * - the RNG state: a fresh draw, so the search's future shuffles are not the real ones;
 * - in setup, the other seats' dealt characters: 2 each, dealt at random from the pool (12 characters, 10 in solo)
 *   less the seat's own 2; a seat that "has chosen" gets a random legal choice (one of its 2, goods of the right
 *   total); its number of changes, which no view shows, is 0;
 * - after the reveal, each other seat's unchosen character (hidden forever): drawn from the pool less the seat's own
 *   2 and every revealed character, in a random place beside the chosen one.
 * Saltmarket has no cards passed, gifted or traded: no seat learns where a hidden card is (§8), so nothing beyond
 * the view is remembered. Everything the view shows is kept as shown.
 */
import type { Seat } from '../core/engine.ts';
import type { Rng } from '../core/rng.ts';
import { actionOf } from './building-ids.ts';
import { TOWN_BUILDING_IDS, type TownBuildingId } from './buildings.ts';
import { CHARACTERS, type CharacterId, startingGoodsTotal } from './characters.ts';
import type { Effect } from './effects.ts';
import { type GoodsMap, mapsTotalling } from './goods.ts';
import { MAX_CHANGES, type Player, type SaltState, type SetupChoice } from './state.ts';
import type { PlayerView, SaltView } from './view.ts';

const POOL: readonly CharacterId[] = CHARACTERS.map((c) => c.id);
const SOLO_POOL: readonly CharacterId[] = CHARACTERS.filter((c) => !c.notInSolo).map((c) => c.id);

/** The starting goods a setup may choose, by total (3, or 6 for the Quartermaster). */
const STARTING_MAPS = new Map<number, GoodsMap[]>([3, 6].map((n) => [n, mapsTotalling(n)]));

export function determinize(view: SaltView, seat: Seat, rng: Rng): SaltState {
  if (view.viewer !== seat) throw new Error(`determinize: the view is seat ${view.viewer}'s, not seat ${seat}'s`);
  const seats = view.players.length;
  const deck = rng.shuffle(unseenTownBuildings(view));
  if (deck.length !== view.deckCount) throw new Error(`determinize: ${deck.length} unseen buildings for a deck of ${view.deckCount}`);
  const dealt = dealtCharacters(view, seat, seats, rng);
  const players = view.players.map((p, s) => playerFrom(view, p, s === seat, dealt[s] ?? [], rng));
  return {
    seats,
    order: view.order.slice(),
    phase: view.phase,
    active: view.active,
    turn: view.turn,
    step: view.step,
    pending: view.pending.map(copiedEffect),
    fishBonusTaken: fishBonusTaken(view),
    market: view.market.slice(),
    deck,
    display: view.display.slice(),
    endTrigger: view.endTrigger ? { by: view.endTrigger.by, remaining: view.endTrigger.remaining.slice() } : null,
    rng: [rng.next(), rng.next(), rng.next(), rng.next()],
    players,
  };
}

/** The town buildings neither on display nor owned: exactly the deck's cards, in table order. */
function unseenTownBuildings(view: SaltView): TownBuildingId[] {
  const seen = new Set<string>(view.display);
  for (const p of view.players) for (const b of p.buildings) seen.add(b);
  return TOWN_BUILDING_IDS.filter((id) => !seen.has(id));
}

/**
 * Every seat's 2 dealt characters: the viewer's as its view shows them; in setup 2 random ones for each other seat
 * from the rest of the pool; after the reveal each other seat's character and a random unchosen one, in random order.
 */
function dealtCharacters(view: SaltView, seat: Seat, seats: number, rng: Rng): CharacterId[][] {
  const own = view.dealt ?? [];
  const known = new Set<CharacterId>(own);
  if (view.phase !== 'setup') for (const p of view.players) if (p.character !== null) known.add(p.character);
  const unseen = rng.shuffle((seats === 1 ? SOLO_POOL : POOL).filter((c) => !known.has(c)));
  let next = 0;
  const draw = (): CharacterId => {
    const c = unseen[next++];
    if (c === undefined) throw new Error('determinize: the character pool ran out');
    return c;
  };
  return view.players.map((p, s) => {
    if (s === seat) return own.slice();
    if (view.phase === 'setup' || p.character === null) return [draw(), draw()];
    const unchosen = draw();
    return rng.int(0, 1) === 0 ? [p.character, unchosen] : [unchosen, p.character];
  });
}

function playerFrom(view: SaltView, p: PlayerView, own: boolean, dealt: CharacterId[], rng: Rng): Player {
  const setup = view.phase === 'setup';
  let choice: SetupChoice | null = null;
  let changes = 0;
  if (setup && own && view.myChoice) {
    choice = { character: view.myChoice.character, goods: { ...view.myChoice.goods } };
    changes = MAX_CHANGES - (view.changesLeft ?? MAX_CHANGES);
  } else if (setup && !own && p.ready) choice = drawnChoice(dealt, rng);
  return {
    dealt,
    choice,
    changes,
    ready: p.ready,
    character: p.character,
    goods: { ...p.goods },
    buildings: p.buildings.slice(),
    purchases: p.purchases,
    pawn: p.pawn,
  };
}

/** A legal setup choice drawn at random: one of the 2 dealt characters, then starting goods of its total. */
function drawnChoice(dealt: CharacterId[], rng: Rng): SetupChoice {
  const character = dealt[rng.int(0, dealt.length - 1)] as CharacterId;
  const maps = STARTING_MAPS.get(startingGoodsTotal(character)) ?? [];
  return { character, goods: { ...maps[rng.int(0, maps.length - 1)] } };
}

function copiedEffect(effect: Effect): Effect {
  return 'goods' in effect ? { ...effect, goods: { ...effect.goods } } : { ...effect };
}

/**
 * Whether the Fishwife's extra fish was taken in the action under way (not in the view, but public): the effects of
 * the pawn's building already resolved are its action less `pending`. An earlier automatic fish gain took it. The
 * one case the view cannot settle, fish chosen at a starting building's GAIN_CHOICE, is followed only by MAY_BUY,
 * which gains nothing, so either value plays the same.
 */
function fishBonusTaken(view: SaltView): boolean {
  if (view.phase !== 'play' || view.step === 'move') return false;
  const active = view.players[view.active];
  if (!active || active.character !== 'fishwife' || active.pawn === null) return false;
  const action = actionOf(active.pawn);
  const done = action.slice(0, Math.max(0, action.length - view.pending.length));
  return done.some((e) => (e.kind === 'GAIN' && (e.goods.fish ?? 0) > 0) || (e.kind === 'GAIN_PER' && e.good === 'fish'));
}
