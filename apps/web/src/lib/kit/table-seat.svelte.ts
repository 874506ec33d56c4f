import type { TableProps } from '../games/table-props.ts';
import { focusFirst } from './focus-after.ts';
import { keepFocusOnRedraw } from './keep-focus.svelte.ts';
import { ownerOf, sideTitle, speakerOf } from './table-seat.ts';
import { seatName } from './words.ts';

export interface TableSeatOptions {
  /**
   * Where focus goes after this seat's action and after another seat's move took the focused control away, in
   * order of preference (e.g. the action bar's first button, else the hand). Left out, the table moves focus itself.
   */
  next?: readonly string[];
  /** Runs after every redraw, before focus moves on (a table puts down a pick that lost its actions). */
  redrawn?: () => void;
}

/**
 * The prologue every kind's table shares, typed by the kind's `View` and `Action`: its props, who it speaks to
 * (table-seat.ts), whether this seat can act, and focus that never falls back to the top of the page. The table's
 * `TableShell` binds `root`. Create it while the table component initialises: `new TableSeat(() => props, {next})`.
 */
export class TableSeat<View, Action> {
  /** The table's outermost element (bound by `TableShell`). */
  root = $state<HTMLElement>();

  private readonly props: () => TableProps<View, Action>;
  private readonly options: TableSeatOptions;

  readonly seatView = $derived.by(() => this.props().seatView);
  readonly view: View = $derived(this.seatView.view);
  readonly names = $derived.by(() => this.props().names);
  readonly busy = $derived.by(() => this.props().busy);
  readonly readOnly = $derived.by(() => this.props().readOnly ?? false);
  /** The seat of this view (null: a spectator's). */
  readonly seat = $derived(this.seatView.seat);
  /** The seat's legal actions (none in a replay). */
  readonly actions: Action[] = $derived(this.readOnly ? [] : this.seatView.legalActions);
  readonly canAct = $derived(this.actions.length > 0);
  /**
   * Which of this seat's decisions is on the table: a new number whenever its legal actions change (it acted, or the
   * game moved on to another choice for it), the same while only other seats move. The controls are drawn afresh per
   * decision, not per version, so a pick half made in a simultaneous step survives another seat's move.
   */
  readonly decision = $derived.by(() => this.countDecision(JSON.stringify(this.actions)));
  private lastActions: string | undefined;
  private decisions = 0;
  readonly speaker = $derived(speakerOf(this));
  readonly owner = $derived(ownerOf(this));
  /** Where the finished game's replay is (none from within a replay). */
  readonly replayHref = $derived(this.readOnly ? null : `/replay/${this.seatView.id}`);
  readonly awaitingMe = $derived(this.seat !== null && this.seatView.awaiting.includes(this.seat));
  /** A spectator at a live game (not a replay). */
  readonly watching = $derived(this.seat === null && this.seatView.status === 'active' && !this.readOnly);

  constructor(props: () => TableProps<View, Action>, options: TableSeatOptions = {}) {
    this.props = props;
    this.options = options;
    const next = options.next;
    if (next) {
      keepFocusOnRedraw(
        () => this.seatView.version,
        () => this.root,
        (element) => void focusFirst(element, next),
        options.redrawn,
      );
    }
  }

  private countDecision(actions: string): number {
    if (actions !== this.lastActions) {
      this.lastActions = actions;
      this.decisions++;
    }
    return this.decisions;
  }

  /** The page's log, for the shell to place. */
  get log() {
    return this.props().log;
  }

  seatName = (seat: number): string => seatName(this.names, seat);

  /** "You", "Ann (this view)", "Bob": a player's side as headed at the table. */
  titleOf = (seat: number): string => sideTitle(this, seat);

  /** Sends one legal action; once accepted, focus moves on to `next` (or the given selectors). */
  send = async (action: Action, selectors = this.options.next): Promise<boolean> => {
    const ok = await this.props().submit(action);
    if (ok && selectors) this.focus(selectors);
    return ok;
  };

  /** Moves focus to the first of `selectors` there is (after the next redraw). */
  focus(selectors: readonly string[] = this.options.next ?? []): void {
    if (this.root) void focusFirst(this.root, selectors);
  }
}
