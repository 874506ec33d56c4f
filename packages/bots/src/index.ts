export { type DecisionRequest, decide, randomAction } from './decide.ts';
export { canDeterminize, type DeterminizingEngine } from './determinize.ts';
export { BUDGETS, type Budget, isLevel, type Level, LEVELS } from './level.ts';
