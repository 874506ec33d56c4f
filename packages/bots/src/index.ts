export { chooseMove, type DecisionRequest, randomAction } from './choose-move.ts';
export { canDeterminize, type DeterminizingEngine } from './determinize.ts';
export { BUDGETS, type Budget, budgetFor, isLevel, type Level, LEVELS } from './level.ts';
export { analyseMoment, type MomentAnalysis, type TurningPoint } from './analysis/analyse.ts';
export { ANALYSIS_BUDGET, type AnalysisBudget, QUICK_ANALYSIS } from './analysis/budget.ts';
export { isTurningPoint, type Judgement, judgeDecision, TURNING_POINT_GAIN } from './analysis/judge.ts';
export { type Decision, type Moment, momentOf, momentsOf, type PlayedEvent } from './analysis/moment.ts';
export { eachAlone, type Sides, sidesOf } from './analysis/sides.ts';
export { winChance } from './analysis/win-chance.ts';
