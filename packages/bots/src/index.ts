export { chooseMove, type DecisionRequest, randomAction } from './choose-move.ts';
export { canDeterminize, type DeterminizingEngine } from './determinize.ts';
export { BUDGETS, type Budget, budgetFor, isLevel, type Level, LEVELS } from './level.ts';
