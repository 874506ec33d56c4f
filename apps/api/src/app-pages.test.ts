/** The server's list of the web app's pages is the web app's: a page added to one and not the other fails here. */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, isAppPage } from './app-pages.ts';

const routes = fileURLToPath(new URL('../../web/src/routes', import.meta.url));

function pageFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) found.push(...pageFolders(join(dir, entry.name)));
    else if (entry.name === '+page.svelte') found.push(relative(routes, dir));
  }
  return found;
}

describe('the web app pages the server knows', () => {
  it('are exactly the route folders with a page, each matched by its pattern', () => {
    const folders = pageFolders(routes).sort();
    expect(folders).toEqual([...PAGE_ROUTES].sort());
    for (const folder of folders) expect(isAppPage(`/${folder.replace(/\[[^\]]+\]/g, 'x1')}`), folder).toBe(true);
  });
});
