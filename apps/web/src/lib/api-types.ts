/**
 * The API's requests and answers by name, every one derived from the client typed by the server's routes (api.ts):
 * nothing here is written by hand, so a change on the server shows up here as a type error where it matters.
 * Kind-specific parts (`view`, the details of an outcome) are any JSON; they are narrowed to a kind's types once,
 * where the registry hands out that kind's table (`defineTable`).
 */
import type { AppType } from '@turnpost/api/app';
import type { Outcome, SeatPayload } from '@turnpost/rules/core';
import type { InferRequestType, InferResponseType, hc } from 'hono/client';

/**
 * The API's routes under /api as Hono's client types them from the server's `AppType`: api.ts builds its client with
 * this type, and every name below derives from it (so types flow one way, from here to api.ts, never back).
 */
export type Api = ReturnType<typeof hc<AppType>>['api'];
type Game = Api['games'][':id'];

/** One entry of `GET /api/catalogue`. */
export type CatalogueGame = InferResponseType<Api['catalogue']['$get'], 200>[number];
/** A game option the host can set at creation. */
export type OptionSpec = CatalogueGame['options'][number];

/** Body of `POST /api/games`. */
export type CreateGameRequest = InferRequestType<Api['games']['$post']>['json'];
export type NewSeat = CreateGameRequest['seats'][number];
/** Answer of `POST /api/games`: `url`s are paths on this origin; a seat's token is in the fragment. */
export type CreatedGame = InferResponseType<Api['games']['$post'], 201>;

/** The host's view of a game (`GET /api/games/:id/host`): the summary and each person's seat link. */
export type HostView = InferResponseType<Game['host']['$get'], 200>;
/** Body of `POST /api/games/:id/host/seats/:seat`: a new person, or a bot of a level. */
export type HandSeatRequest = InferRequestType<Game['host']['seats'][':seat']['$post']>['json'];
/** Body of `POST /api/games/:id/host/pace`. */
export type ChangePaceRequest = InferRequestType<Game['host']['pace']['$post']>['json'];

/** A message at the table (`POST /api/games/:id/chat`, and a seat view's `chat`). */
export type ChatMessage = InferResponseType<Game['chat']['$post'], 201>;

/** Answer of `GET /api/games?status=…`. */
export type GameList = InferResponseType<Api['games']['$get'], 200>;
export type GameSummary = InferResponseType<Game['$get'], 200>;
export type GameStatus = GameSummary['status'];

/**
 * A finished game's result: the rules' own type, which the server's (`GameSummary['outcome']`, its game-specific
 * `details` parsed to any JSON) fits wherever a page hands one to a table. The rules' type, not the parsed copy,
 * because a game's view carries its outcome too and the tables draw both with the same components.
 */
export type { Outcome };

/**
 * What one seat (`seat`), or a spectator (`seat: null`), sees of a game at one version (`GET …/view`,
 * `POST …/actions`, `GET …/steps/:v`): the view, the seat's legal actions as a compact tree (`expandChoices` lists
 * them) and the log lines after `logAfter`.
 */
export type SeatView = WithChoices<Omit<InferResponseType<Game['view']['$get'], 200>, 'chat'>>;
export type Seat = SeatView['awaiting'][number];
export type ChoiceNode = SeatView['choices'];

/**
 * `choices` as the server declares it (`SeatPayload['choices']`, the rules' recursive `ChoiceNode`, plain JSON):
 * Hono's `JSONParsed` cuts a recursive type short (the type it meets again becomes `JSONValue`), which
 * `expandChoices` cannot take, so this one field keeps the server's declared type instead of its parsed copy.
 */
type WithChoices<T extends { choices: unknown }> = Omit<T, 'choices'> & { choices: SeatPayload['choices'] };

/**
 * Log lines (`@N` in `text` stands for seat N's name; `seq` is the event a line narrates, 0 = the setup): exactly
 * the lines the reader may see of the events after `logAfter` (−1 = from the very start). Answer of
 * `GET /api/games/:id/log?before=S&limit=L`, and part of every seat view.
 */
export type LogPage = InferResponseType<Game['log']['$get'], 200>;
export type LogLine = LogPage['log'][number];

/**
 * A seat view as a page hands it to a kind's table: `choices` expanded into the seat's legal actions (empty in a
 * replay), and the log lines the page holds (all lines after `logAfter`, up to `version`). The page holds it with
 * `view` and `legalActions` as any JSON (`ExpandedSeatView`); a kind's table receives them as its own `View` and
 * `Action` types (`ExpandedSeatView<SaltView, SaltAction>`), narrowed once where the registry hands the table out
 * (`defineTable`, lib/kit/define-table.ts).
 */
export type ExpandedSeatView<View = SeatView['view'], Action = unknown> = Omit<SeatView, 'view'> & {
  view: View;
  legalActions: Action[];
};

/**
 * The commitment to a game's seed published from its first view (and to its sealed part's, where its rules keep one);
 * a summary's `shuffle` is null for a game made before commitments.
 */
export type ShuffleCommitment = NonNullable<GameSummary['shuffle']>;

/** Answer of `GET /api/games/:id/scores` (finished games): `series[v][seat]` is the seat's score after event v. */
export type ScoreSeries = InferResponseType<Game['scores']['$get'], 200>;

/**
 * Answer of `GET /api/games/:id/analysis` (finished games): `seats[i].winChance[v]` is the seat's chance of winning
 * after event v as the bots judge it from that seat's view, for the versions analysed so far; `turningPoints` are
 * people's moves the bots rate clearly below the best they found (`played`, `better`: log sentences with `@N` names).
 */
export type GameAnalysis = InferResponseType<Game['analysis']['$get'], 200>;
export type TurningPoint = GameAnalysis['turningPoints'][number];

/** Body of `POST /api/games/:id/actions`. */
export type SubmitRequest = InferRequestType<Game['actions']['$post']>['json'];

/** Turn emails for one seat: at once when the game waits on it, and/or after it has waited this many hours. */
export type NotificationSettings = InferRequestType<Game['notifications']['$put']>['json'];
/** Answer of `GET /api/games/:id/notifications`: the settings, and whether the player used an unsubscribe link. */
export type SeatNotifications = InferResponseType<Game['notifications']['$get'], 200>;

/** Answer of `POST /api/games/:id/reissue`: the seat's new link; the old one no longer works. */
export type ReissuedLink = InferResponseType<Game['reissue']['$post'], 200>;

/** Whose eyes a replay step is seen through. */
export type Perspective = Seat | 'spectator';

// ── Ways into a game without an account (issue 46): the invite link, the lobby, the host's start ──────────────────

/**
 * What anyone with a game's invite link (or a lobby visitor) sees of it (`GET /api/games/:id/invite`): its title,
 * pace and options, who already sits and which seats are open, and until when they take players.
 */
export type InviteView = InferResponseType<Game['invite']['$get'], 200>;
/** A seat as the invite shows it: taken (a name, a bot's level) or `open`. */
export type InviteSeat = InviteView['seats'][number];
/** Body of `POST /api/games/:id/claims`: the free seat picked, the player's name, an email for turn emails. */
export type ClaimRequest = InferRequestType<Game['claims']['$post']>['json'];
/** Answer of `POST /api/games/:id/claims`: the seat's own link (`/play/<id>#<token>`). */
export type ClaimedSeat = InferResponseType<Game['claims']['$post'], 201>;
/** Query of `GET /api/lobby`: a game's kind, and a pace's id or `none`. */
export type LobbyQuery = InferRequestType<Api['lobby']['$get']>['query'];
/** One table of the lobby: the same as an invite's view. */
export type LobbyTable = InferResponseType<Api['lobby']['$get'], 200>['tables'][number];
/** `openSeats` of `POST /api/games`: whether the lobby lists them, how long they wait, and what then. */
export type OpenSeatsRequest = NonNullable<CreateGameRequest['openSeats']>;
/** What becomes of the seats nobody took in time: bots take them, or the game is cancelled. */
export type Unfilled = NonNullable<OpenSeatsRequest['unfilled']>;
/** A bot's level, as the host starts a waiting game with them (`POST /api/games/:id/host/start`). */
export type StartLevel = InferRequestType<Game['host']['start']['$post']>['json']['level'];

// ── Ways out of a game and onto another device (issue 46): leaving, a carried seat, "email me my links" ──────────

/** Body of `POST /api/games/:id/leave`: the level of the bot that plays the seat from then. */
export type LeaveRequest = InferRequestType<Game['leave']['$post']>['json'];
/** Answer of `POST /api/games/:id/leave`: the game as a spectator sees it (the leaver's link no longer works). */
export type LeftView = InferResponseType<Game['leave']['$post'], 200>;
/** Answer of `POST /api/games/:id/carry`: a one-time link (`/carry#<code>`) and when it stops working. */
export type CarryLink = InferResponseType<Game['carry']['$post'], 201>;
/** Answer of `POST /api/carry`: the seat the code carried, with its token, for this device to keep. */
export type CarriedSeat = InferResponseType<Api['carry']['$post'], 200>;
/** Answer of `POST /api/games/:id/my-links`: the masked address, and whether a mail was queued (false: already). */
export type MailedLinks = InferResponseType<Game['my-links']['$post'], 202>;
