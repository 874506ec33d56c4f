import { getContext, setContext } from 'svelte';
import { type ClockedSeat, seatClock } from '../clocks.ts';
import { serverNow } from '../server-time.ts';

const KEY = Symbol('seat-clocks');

/**
 * The clocks of a live table's seats, ticking every half minute: the table's frame (`TableShell`) provides them and
 * the players panel reads them, so every kind's panel shows who has how long left, who is running late and whom the
 * autopilot plays, without each kind passing them along. A replay provides none (its clocks are history).
 */
export class SeatClocks {
  now = $state(serverNow());

  constructor(private readonly seats: () => readonly (ClockedSeat & { seat: number })[]) {
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

  provide(): void {
    setContext(KEY, this);
  }
}

/** The clocks the table's frame provides (none in a replay, or outside a table). */
export function seatClocks(): SeatClocks | undefined {
  return getContext<SeatClocks | undefined>(KEY);
}
