import { fileURLToPath } from 'node:url';

/** Every environment variable the Node server reads, in one place. */
export interface NodeEnv {
  port: number;
  /** A real PostgreSQL; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The web app's static build. */
  webDir: string;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function readNodeEnv(env: NodeJS.ProcessEnv = process.env): NodeEnv {
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? `${repoRoot}.data/pglite`,
    webDir: env.WEB_DIR ?? `${repoRoot}apps/web/build`,
  };
}
