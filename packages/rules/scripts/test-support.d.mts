/** Globs of a game's test-support files, relative to its folder (test-support.mjs). */
export declare const TEST_SUPPORT: readonly string[];
