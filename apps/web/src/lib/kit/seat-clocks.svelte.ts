import { getContext, setContext } from 'svelte';
import { type BannerClock, type ClockedSeat, bannerClock, seatClock } from '../clocks.ts';
import { serverNow } from '../server-time.ts';

const KEY = Symbol('seat-clocks');

/**
 * The clocks of a live table's seats, ticking every half minute: the table's frame (`TableShell`) provides them and
 * the players panel and the banner read them, so every kind's table shows who has how long left, who is running late
 * and whom the autopilot plays, without each kind passing them along. A replay provides none (its clocks are history).
 * `me`: the seat the table speaks to as "you" (null: a spectator).
 */
export class SeatClocks {
  now = $state(serverNow());

  constructor(
    private readonly seats: () => readonly (ClockedSeat & { seat: number; name: string })[],
    private readonly me: () => number | null = () => null,
  ) {
    $effect(() => {
      const timer = setInterval(() => (this.now = serverNow()), 30_000);
      return () => clearInterval(timer);
    });
  }

  /** Seat `seat`'s clock now (by the server's time), or null when it shows none. */
  clockOf(seat: number) {
    void this.now; // redrawn at every tick
    const s = this.seats().find((x) => x.seat === seat);
    return s ? seatClock(s, serverNow()) : null;
  }

  /** The banner's line on time now: the reader's own time to move, else the awaited seats' (null: none to tell). */
  banner(): BannerClock | null {
    void this.now; // redrawn at every tick
    return bannerClock(this.seats(), this.me(), serverNow());
  }

  provide(): void {
    setContext(KEY, this);
  }
}

/** The clocks the table's frame provides (none in a replay, or outside a table). */
export function seatClocks(): SeatClocks | undefined {
  return getContext<SeatClocks | undefined>(KEY);
}
