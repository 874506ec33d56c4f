/**
 * Every refusal of spec §5, as `{code, message}`: the message is the spec's text with its blanks filled, the code a
 * stable name derived from it. Ids in messages are the ones the requester sent (or public cards), so a refusal
 * never tells a seat about a card it could not see.
 */
import { err } from '../core/result.ts';
import type { CardId } from './cards.ts';

export const refuse = {
  // general checks, in order (spec §5)
  gameOver: () => err('E_GAME_OVER', 'The game is over.'),
  notYourTurn: () => err('E_NOT_YOUR_TURN', 'It is not your turn.'),
  takeStoredFirst: () => err('E_TAKE_STORED_FIRST', 'Take stored cards first.'),
  unknownAction: () => err('E_UNKNOWN_ACTION', 'Unknown action.'),
  // shared by several actions
  listedTwice: (id: CardId) => err('E_LISTED_TWICE', `Card ${id} is listed twice.`),
  notOpponent: () => err('E_NOT_OPPONENT', 'Target must be an opponent.'),
  noCardInSlot: () => err('E_NO_CARD_IN_SLOT', 'No card in that slot.'),
  // takeStored
  notStartPhase: () => err('E_NOT_START_OF_TURN', 'Stored cards can only be taken at the start of your turn.'),
  notStoredOnYours: (id: CardId) => err('E_NOT_STORED', `Card ${id} is not stored on your buildings.`),
  // play
  notInHand: (id: CardId) => err('E_NOT_IN_HAND', `Card ${id} is not in your hand.`),
  heroMode: () => err('E_HERO_MODE', "Choose mode 'use' or 'discard' for a hero."),
  modeNotHero: () => err('E_MODE_NOT_HERO', 'Only heroes take a mode.'),
  chooseUnbuilt: () => err('E_CHOOSE_UNBUILT', 'Choose one of your unbuilt constructs.'),
  // assign
  notUnbuilt: (id: CardId) => err('E_NOT_UNBUILT', `Construct ${id} is not one of your unbuilt constructs.`),
  notInHandOrPlay: (id: CardId) => err('E_NOT_IN_HAND_OR_PLAY', `Card ${id} is not in your hand or play area.`),
  noBuildValue: (id: CardId) => err('E_NO_BUILD_VALUE', `Card ${id} has no build value.`),
  altBuildPlayed: (id: CardId) => err('E_ALT_BUILD_PLAYED', `Card ${id} was played for its effects; its Build is an alternative.`),
  // buy
  unknownRow: () => err('E_UNKNOWN_ROW', 'Unknown trade row.'),
  notEnoughMoney: (cost: number, money: number) => err('E_NOT_ENOUGH_MONEY', `Not enough money: need ${cost}, have ${money}.`),
  // attack
  notBuiltConstruct: (id: CardId) => err('E_NOT_BUILT_CONSTRUCT', `Card ${id} is not a built construct of that player.`),
  notEnoughWarfare: (s: number, w: number) => err('E_NOT_ENOUGH_WARFARE', `Not enough warfare: need ${s}, have ${w}.`),
  // steal
  notInTheirDiscard: (id: CardId) => err('E_NOT_IN_THEIR_DISCARD', `Card ${id} is not in that player's discard pile.`),
  noStealSource: () => err('E_NO_STEAL_SOURCE', 'Choose at least one steal source.'),
  notStealSource: (id: CardId) => err('E_NOT_STEAL_SOURCE', `Card ${id} is not one of your steal sources this turn.`),
  sourceUsed: (id: CardId) => err('E_STEAL_SOURCE_USED', `Steal source ${id} was already used this turn.`),
  stealTooLow: (v: number, c: number) => err('E_STEAL_TOO_LOW', `Steal value ${v} is less than the card's cost ${c}.`),
  // trash
  noTrash: () => err('E_NO_TRASH', 'No trash value left.'),
  trashForm: () => err('E_TRASH_FORM', 'Give either a card or a row and slot.'),
  cannotTrash: (id: CardId) => err('E_CANNOT_TRASH', `Card ${id} cannot be trashed.`),
  trashRow: () => err('E_TRASH_ROW', 'Only the civilian and building rows can be trashed from.'),
  // return
  noReturn: () => err('E_NO_RETURN', 'No return value left.'),
  chooseCard: () => err('E_CHOOSE_CARD', 'Choose at least one card.'),
  returnTooMany: (n: number) => err('E_RETURN_TOO_MANY', `Return at most ${n} cards.`),
  notInDiscard: (id: CardId) => err('E_NOT_IN_DISCARD', `Card ${id} is not in your discard pile.`),
  // raid
  noRaid: () => err('E_NO_RAID', 'No raid value left.'),
  notStoredOnTheirs: (id: CardId) => err('E_NOT_STORED_THERE', `Card ${id} is not stored on that player's buildings.`),
  emptyHand: () => err('E_EMPTY_HAND', 'That player has no cards in hand.'),
  raidFloor: () => err('E_RAID_FLOOR', 'A hand cannot be raided below 3 cards.'),
  // endTurn's store
  cannotStore: (id: CardId) => err('E_CANNOT_STORE', `Building ${id} cannot store cards.`),
  buildingTwice: (id: CardId) => err('E_BUILDING_LISTED_TWICE', `Building ${id} is listed twice.`),
  notStorable: (id: CardId) => err('E_NOT_STORABLE', `Card ${id} is not a person in your hand or play area.`),
  storePerTurn: (name: string, a: number) => err('E_STORE_PER_TURN', `${name} stores at most ${a} card(s) per turn.`),
  storeTotal: (name: string, b: number) => err('E_STORE_FULL', `${name} can hold at most ${b} cards.`),
  storeTrait: (name: string) => err('E_STORE_TRAIT', `Stored cards must share one trait of ${name}.`),
};
