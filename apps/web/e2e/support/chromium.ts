/** The Debian chromium the browser tests drive (STACK.md): where it is and the flags that keep it quiet offline. */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const FULL = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell` where it is installed (`.ci/run` installs both): the same engine without the
 * windowed browser around it, Playwright's own default for headless runs: one phone game's file, back to back on one
 * machine, cost chromium 30 s of CPU against 36 s (docs/performance.md, 2026-12-06). It shows no notification (the
 * permission stays "denied"), so a file that needs one asks for the whole browser.
 */
const SHELL = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : FULL);
export const hasChromium = existsSync(SHELL) && existsSync(FULL);

// said once in each test file that imports this, so a skipped browser test never passes unnoticed
if (!hasChromium)
  console.warn(`Skipping the browser tests: no chromium at ${FULL} (apt-get install chromium chromium-headless-shell, or set CHROMIUM_PATH).`);

/** STACK.md's flags; Playwright itself gives every launch a fresh temporary profile (`--user-data-dir`). */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];

/**
 * Chromium, whose pages (`newContext`, and `newPage` through it) ask for reduced motion unless a test says otherwise,
 * so app.css stills every animation and transition. No test reads a motion, and each one costs the machine the tests
 * share: an idle table whose banner pulses took 10% of a core in chromium, 1% with reduced motion (30% when the
 * pulse was a box-shadow; 2026-11-28), and a whole-game file keeps three or four tables open. (The
 * `--force-prefers-reduced-motion` flag does not reach a headless page's media queries; the context option does.)
 */
export async function launchChromium({ notifications = false }: { notifications?: boolean } = {}): Promise<Browser> {
  const executablePath = notifications ? FULL : SHELL;
  const browser = await chromium.launch({ executablePath, headless: true, args: FLAGS, timeout: 60_000 });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  return browser;
}
