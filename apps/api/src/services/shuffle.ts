/**
 * A game's randomness, fair and checkable (docs/fair-play.md): a 256-bit seed from the platform's cryptographic source,
 * committed to at creation (the commitment is in every view from the first; the seed is revealed in the record at the
 * end), and for a kind whose rules keep part of the deal hidden forever, a second sealed seed that is never revealed.
 */
import type { GameRow, NewShuffle } from '@turnpost/db';
import { type AnyEngine, commitmentTo, type GameSetup, type SealedDeal } from '@turnpost/rules';
import { newSeed } from '../tokens.ts';

export interface NewGameShuffle {
  seed: string;
  /** What `setup` deals the sealed part from (absent: the kind has none). */
  sealed: SealedDeal | undefined;
  /** What the store keeps besides the seed. */
  stored: NewShuffle;
}

/** A new game's seed, its commitment, and its sealed seed where `engine` keeps a part of the deal hidden forever. */
export async function newShuffle(engine: AnyEngine): Promise<NewGameShuffle> {
  const seed = newSeed();
  const salt = newSeed();
  const sealedSeed = engine.sealed ? newSeed() : null;
  return {
    seed,
    sealed: sealedSeed === null ? undefined : { seed: sealedSeed },
    stored: {
      salt,
      commitment: await commitmentTo(seed, salt),
      sealedSeed,
      sealedCommitment: sealedSeed === null ? null : await commitmentTo(sealedSeed, salt),
    },
  };
}

/** How a stored game was dealt: its seed, and its sealed part from its sealed seed, or as its record revealed it (an import). */
export function setupOf(row: GameRow): GameSetup {
  const sealed: SealedDeal | undefined =
    row.sealedSeed !== null ? { seed: row.sealedSeed } : row.sealedRevealed !== null ? { revealed: row.sealedRevealed } : undefined;
  return { seats: row.seatCount, options: row.options, seed: row.seed, sealed };
}
