/**
 * Seeded PRNG (sfc32, seeded through cyrb128). Its whole state is four 32-bit integers, kept inside a game's
 * State so that a replay reproduces every draw. Rules draw from nothing else.
 */
export type RngState = readonly [number, number, number, number];

/** Hashes a seed string into the four words of an initial state (cyrb128). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A mutable cursor over an RngState; read `.state` back into the game State when done. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  static fromSeed(seed: string): Rng {
    return new Rng(seedRng(seed));
  }

  get state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform integer in [min, max], both inclusive (rejection sampling, no modulo bias). */
  int(min: number, max: number): number {
    const span = max - min + 1;
    if (!Number.isInteger(span) || span <= 0 || span > 2 ** 32) throw new RangeError(`bad range ${min}..${max}`);
    const limit = 2 ** 32 - (2 ** 32 % span);
    let x = this.next();
    while (x >= limit) x = this.next();
    return min + (x % span);
  }

  /** Fisher–Yates: for i from n−1 down to 1, swap i with int(0, i). Returns a new array. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i >= 1; i--) {
      const j = this.int(0, i);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }
}
