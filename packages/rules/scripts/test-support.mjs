/**
 * A game's files that support its tests and are no part of its rules: what mutation testing leaves out
 * (stryker.config.mjs) besides the tests themselves. `src/mutation-scope.test.ts` checks that no rule file imports one.
 */
export const TEST_SUPPORT = [
  // helpers and ready-made states for tests
  'test-*.ts',
  '*fixtures.ts',
  // the oracles the property tests judge the rules by: a mutant there weakens a check the correct rules never fail,
  // so it can only survive and says nothing of the rules
  'invariants.ts',
  'secrets.ts',
  'deck-arbitraries.ts',
  'playouts.ts',
  // the table's given/when/then (src/table/spec.ts), as core's is under core/testing/
  'spec.ts',
];
