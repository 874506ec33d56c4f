import { defineConfig } from 'vitest/config';

/** The tests Stryker runs against one game's mutants (stryker.config.mjs): that game's own, and only those. */
const game = process.env.MUTATION_GAME ?? '';

export default defineConfig({
  test: { include: [`src/${game}/**/*.test.ts`], environment: 'node' },
});
