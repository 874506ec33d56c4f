/** The Node server's one line at start: where the app is, its database and email, and whether the dev clock is on. */
export function startLine(server: { port: number; database: string; email: string; devClock: boolean }): string {
  const clock = server.devClock ? '; dev clock on: move it forward from this machine with POST /api/dev/clock {"hours": n}' : '';
  return `Turnpost on http://localhost:${server.port} (database: ${server.database}; email: ${server.email}${clock})`;
}
