import type { GameRow, SeatRow } from '@turnpost/db';
import { type AnyEngine, engineFor, type Seat, seatPayload, toldOutcome } from '@turnpost/rules';
import type { GameSummary, SeatView } from './game-types.ts';
import type { LoadedGame } from './loaded-game.ts';
import type { LogPage } from './log-pages.ts';
import { deadlineOf, onAutopilot } from '@turnpost/rules/table';
import { hostLine } from './host-lines.ts';
import { paceLabel } from './paces.ts';

/** What `seat` (null: a spectator) receives at `version`, from the state at that version, with a page of log lines. */
export function seatView(loaded: LoadedGame, seat: Seat | null, state: unknown, log: LogPage, version = loaded.game.version): SeatView {
  // at the game's version, whom it waits on is its row's (kept by the append: an abandoned game awaits nobody)
  const awaiting = version === loaded.game.version ? loaded.game.awaiting : undefined;
  const payload = seatPayload(loaded.engine, state, seat, awaiting);
  // a game not started yet, or ended early by its table, offers no move (the server would refuse it)
  const moves = version !== loaded.game.version || loaded.game.status === 'active' || loaded.game.status === 'finished';
  return { ...summaryOf(loaded), version, seat, ...payload, ...(moves ? {} : { choices: [] }), ...log };
}

/** What a summary asks of a game's engine: its title, and how its outcome is told (`toldOutcome`). */
type SummaryEngine = Pick<AnyEngine, 'title' | 'decidedBetweenTeams'>;

/** A loaded game's summary, told by its own engine. */
export function summaryOf(loaded: LoadedGame): GameSummary {
  return summarize(loaded.game, loaded.seats, loaded.engine);
}

/** A listed game's engine: its rules version's, else its kind's newest (a kind's title does not change with its rules). */
export function engineOfListed(g: GameRow): SummaryEngine {
  return engineFor(g.kind, g.rulesVersion) ?? engineFor(g.kind) ?? { title: g.kind };
}

export function summarize(g: GameRow, seats: SeatRow[], engine: SummaryEngine): GameSummary {
  return {
    id: g.id,
    game: g.kind,
    title: engine.title,
    status: g.status,
    joining:
      g.status === 'open' && g.fillBy !== null && g.unfilled !== null
        ? { open: g.inviteOpen, lobby: g.inLobby, fillBy: g.fillBy.toISOString(), unfilled: g.unfilled }
        : null,
    version: g.version,
    seats: seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      awaited: g.awaiting.includes(s.seat),
      bot: s.bot,
      deadline: g.status === 'active' && g.awaiting.includes(s.seat) ? (deadlineOf(s)?.toISOString() ?? null) : null,
      autopilot: onAutopilot(s),
      // the autopilot's moves in a row for this seat's person (0 once they move themselves): the table tells them
      autopilotMoves: s.bot === null ? s.autopilotMoves : 0,
      open: s.open,
    })),
    pace: g.pace ? { id: g.pace.id, label: paceLabel(g.pace) } : null,
    rematch: g.rematchId,
    // games made before table events only: a host's action is now an event, a line of the log
    hostLog: g.hostLog.map((a) => ({ version: a.version, at: a.at, text: hostLine(a) })),
    outcome: toldOutcome(engine, g.outcome),
    shuffle: g.seedCommitment ? { commitment: g.seedCommitment, sealedCommitment: g.sealedCommitment } : null,
    importedFrom: g.importedFrom,
    createdAt: g.createdAt.toISOString(),
    // Every append (turnpost_append) sets updated_at to its event's time, and creation sets it too.
    lastMoveAt: g.updatedAt.toISOString(),
    finishedAt: g.finishedAt?.toISOString() ?? null,
  };
}
