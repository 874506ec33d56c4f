/**
 * Game states by game id and version, least recently used dropped first. States are pure data, so a cached state
 * is exactly what a replay would produce; a newer version is reached by folding only the events after it.
 */
export class StateCache {
  private readonly entries = new Map<string, { version: number; state: unknown }>();

  constructor(private readonly capacity = 500) {}

  get(gameId: string): { version: number; state: unknown } | undefined {
    const entry = this.entries.get(gameId);
    if (entry) {
      this.entries.delete(gameId);
      this.entries.set(gameId, entry);
    }
    return entry;
  }

  set(gameId: string, version: number, state: unknown): void {
    const current = this.entries.get(gameId);
    if (current && current.version > version) return;
    this.entries.delete(gameId);
    this.entries.set(gameId, { version, state });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
