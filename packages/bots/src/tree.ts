/**
 * The search tree of information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley & Whitehouse 2012): a node
 * is an information set of the deciding seat's search, an edge an action of the seat acting there. Each edge counts
 * how often it was chosen (`visits`), how often it was legal when its node was passed (`available`: determinizations
 * differ in what is legal) and the rewards its actor got through it.
 */
export class Edge {
  visits = 0;
  available = 0;
  total = 0;
  readonly child = new TreeNode();

  constructor(readonly action: unknown) {}

  /** The actor's mean reward through this edge. */
  get mean(): number {
    return this.visits === 0 ? 0 : this.total / this.visits;
  }

  /** UCB1 with availability counts in place of the parent's visits. */
  ucb(exploration: number): number {
    return this.mean + exploration * Math.sqrt(Math.log(Math.max(1, this.available)) / this.visits);
  }
}

export class TreeNode {
  readonly edges = new Map<string, Edge>();
  /** How often a descent passed through this node. */
  visits = 0;
}

/** The edge to play: the most visited, then the best mean, then the first made. */
export function mostVisited(edges: Iterable<Edge>): Edge | undefined {
  let best: Edge | undefined;
  for (const e of edges)
    if (!best || e.visits > best.visits || (e.visits === best.visits && e.mean > best.mean)) best = e;
  return best;
}
