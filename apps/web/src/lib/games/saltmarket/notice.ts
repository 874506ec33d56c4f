/**
 * What the table tells the viewer about their own latest turn that the rules did on their own: an optional buy
 * skipped because nothing could be bought (the rules' log line, read back by the rules' own reader), and why.
 */
import { type SkipReason, skippedBuyOf } from '@turnpost/rules/saltmarket';

function whyText(reason: SkipReason): string {
  switch (reason.kind) {
    case 'nothingToShip':
      return 'none of your goods meets its shipping requirement on the market';
    case 'short':
      return `shipping all you can pays $${reason.money}, and the cheapest building costs $${reason.cheapest}`;
    case 'emptyDisplay':
      return 'no building is on display';
  }
}

/** A notice and the event it tells of (a new event, a new notice). */
export interface Notice {
  seq: number;
  text: string;
}

/**
 * "Your optional buy was skipped: …", while the skip is on the viewer's latest turn (no later line of theirs says
 * they moved or took odd jobs); null otherwise, and for a spectator.
 */
export function skippedBuyNotice(log: readonly { seq: number; text: string }[], viewer: number | null): Notice | null {
  if (viewer === null) return null;
  const turnStart = new RegExp(`^@${viewer} (moves to|has no legal move)`);
  let skipped: { seq: number; reason: SkipReason } | null = null;
  let moved = -1;
  for (const line of log) {
    const skip = skippedBuyOf(line.text);
    if (skip?.seat === viewer && (!skipped || line.seq >= skipped.seq)) skipped = { seq: line.seq, reason: skip.reason };
    else if (turnStart.test(line.text)) moved = Math.max(moved, line.seq);
  }
  if (!skipped || skipped.seq < moved) return null;
  return { seq: skipped.seq, text: `Your optional buy was skipped: ${whyText(skipped.reason)}.` };
}
