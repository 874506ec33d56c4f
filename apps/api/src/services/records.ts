/**
 * A game's public record once it is over (rules core/record.ts, docs/fair-play.md), and the import of a record played
 * elsewhere as a finished game to browse: checked by the same `verifyRecord` a browser runs, refused when it does not
 * replay.
 */
import type { EventStore } from '@turnpost/db';
import { COMMITMENT_SCHEME, type GameRecord, RECORD_FORMAT, type Verification, engineFor, toldOutcome, verifyRecord } from '@turnpost/rules';
import { ApiError } from '../errors.ts';
import { NO_CONTACT } from '@turnpost/rules/table';
import { makeGame } from './new-game.ts';
import type { HistoryService } from './history.ts';
import type { LoadedGame } from './loaded-game.ts';
import { publicEvents } from './public-events.ts';

/** A game's id as a record may carry it (another server's, or one of ours): no path, URL or markup. */
const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;

export class RecordService {
  constructor(
    private readonly store: EventStore,
    private readonly history: HistoryService,
  ) {}

  /** The record of a game that is over: 409 while it is played, and for a game whose seed would tell what its rules keep hidden. */
  async recordOf(loaded: LoadedGame): Promise<GameRecord> {
    const { game, engine } = loaded;
    if (game.status === 'active' || game.status === 'open')
      throw new ApiError(409, 'E_GAME_ACTIVE', 'This game is still being played: its record, and the seed of its shuffle, are revealed at its end.');
    const sealed = engine.sealed;
    if (sealed && game.sealedSeed === null && game.sealedRevealed === null)
      throw new ApiError(
        409,
        'E_NO_RECORD',
        `This game was dealt before Turnpost sealed ${sealed.what}: its seed would tell it, so it has no public record.`,
      );
    const shown = publicEvents(loaded, await this.store.loadEvents(game.id));
    const state = sealed ? await this.history.stateAt(loaded) : null;
    return {
      format: RECORD_FORMAT,
      game: {
        id: game.importedFrom ?? game.id,
        kind: game.kind,
        title: engine.title,
        rulesVersion: game.rulesVersion,
        options: game.options,
        status: game.status,
        createdAt: game.createdAt.toISOString(),
        endedAt: game.finishedAt?.toISOString() ?? null,
      },
      seats: loaded.seats.map((s) => ({ seat: s.seat, name: s.name, bot: s.bot })),
      shuffle: {
        seed: game.seed,
        salt: game.seedSalt,
        commitment: game.seedCommitment,
        scheme: COMMITMENT_SCHEME,
        sealed: sealed
          ? { what: sealed.what, commitment: game.sealedCommitment, revealed: game.sealedRevealed ?? sealed.revealed(state) }
          : null,
      },
      events: shown.map((e) => ({ seq: e.seq, seat: e.seat, action: e.action, at: e.createdAt.toISOString(), by: e.by })),
      outcome: toldOutcome(engine, game.outcome),
      notes: sealed
        ? [`The rules keep ${sealed.what} hidden forever: it was dealt from a second seed that this record never reveals, and a setup choice replaced before the reveal is shown as the choice that replaced it.`]
        : [],
    };
  }

  /**
   * A record played elsewhere, as a finished game here (no seat links, no emails): verified first (400 `E_BAD_RECORD`
   * with what failed); its id here, and the verification.
   */
  /** Imports a record once it verifies, and once `admit` (the address's budget of new games) lets a new game through. */
  async importRecord(
    input: unknown,
    admit: () => Promise<void> = async () => {},
  ): Promise<{ id: string; created: boolean; verification: Omit<Verification, 'record' | 'state' | 'actions'> }> {
    const verification = await verifyRecord(input, engineFor);
    const { record, state, actions, ...told } = verification;
    const failure = told.checks.find((c) => c.status === 'failed');
    if (!record || failure || !told.result) throw new ApiError(400, 'E_BAD_RECORD', `This record cannot be imported: ${failure?.text ?? 'it does not replay.'}`);
    if (!GAME_ID.test(record.game.id))
      throw new ApiError(400, 'E_BAD_RECORD', 'This record cannot be imported: its game id is not one (letters, digits, - and _, at most 64).');
    // a record of a game kept here, played here or imported before: that game
    const known = await this.store.recordedGame(record.game.id, record.shuffle.seed);
    if (known !== null) return { id: known, created: false, verification: told };
    await admit();
    const engine = engineFor(record.game.kind, record.game.rulesVersion);
    const options = engine?.parseOptions(record.game.options, record.seats.length);
    if (!engine || !options?.ok) throw new Error('verified without an engine or its options');
    const last = record.events.at(-1);
    const { game } = await makeGame('imported', {
      engine,
      options: options.value,
      // nobody holds an imported game's seat: no links, no emails
      seats: record.seats.map((s) => ({ name: s.name, bot: s.bot, contact: NO_CONTACT })),
      pace: null,
      listed: false,
      creator: null,
      now: new Date(record.game.createdAt),
      dealt: {
        seed: record.shuffle.seed,
        stored:
          record.shuffle.salt !== null && record.shuffle.commitment !== null
            ? { salt: record.shuffle.salt, commitment: record.shuffle.commitment, sealedSeed: null, sealedCommitment: record.shuffle.sealed?.commitment ?? null }
            : undefined,
        sealed: record.shuffle.sealed ? { revealed: record.shuffle.sealed.revealed } : undefined,
      },
    });
    const id = game.id;
    const stored = await this.store.importGame({
      ...game,
      importedFrom: record.game.id,
      status: record.game.status,
      outcome: engine.outcome(state),
      endedAt: new Date(record.game.endedAt ?? last?.at ?? record.game.createdAt),
      sealedRevealed: record.shuffle.sealed?.revealed ?? null,
      // each event as the rules store it (a move's canonical form, the acting seat written in), as a submit would have
      events: record.events.map((e, i) => ({ seq: e.seq, seat: e.seat, action: actions[i], at: new Date(e.at), by: e.by })),
    });
    if (stored === 'known') {
      const first = await this.store.recordedGame(record.game.id, record.shuffle.seed);
      if (first === null) throw new Error('an import refused as known, and none found');
      return { id: first, created: false, verification: told };
    }
    return { id, created: true, verification: told };
  }
}
