/**
 * What one analysis may spend, counted in playouts and iterations (never in time), so the same game and seed give the
 * same analysis on any machine. Sized so that the whole analysis of the longest game there is, Civ Builder at 4 seats
 * (about 555 events, every seat's line at every event and every decision judged), stays under a minute of one core:
 * 38.5 s for a game of 475 events when it was set, so about 45 s for 555; 48.4 s in the last run, on a busier
 * machine, so about 57 s (docs/analysis.md, `npm run analysis-figures`).
 */
export interface AnalysisBudget {
  /** States drawn from a seat's view, each played out once, behind its chance at one moment. */
  samples: number;
  /** The judge's search: iterations of the bots' search from the mover's view, to find the best move it can. */
  iterations: number;
  /** States the judge draws to compare the move played with the best one, each played out once after either. */
  pairs: number;
}

export const ANALYSIS_BUDGET: AnalysisBudget = { samples: 32, iterations: 60, pairs: 48 };

/**
 * A budget for tests (a few draws and iterations): the same code on less CPU, for tests of behaviour (the analysis'
 * honesty and determinism, how a server runs and stores it), never of strength.
 */
export const QUICK_ANALYSIS: AnalysisBudget = { samples: 4, iterations: 30, pairs: 6 };
