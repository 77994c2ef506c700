import { existsSync } from 'node:fs';

/** Where the browser for Playwright lives: CHROMIUM_PATH, else Debian's chromium. Undefined when there is none. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path));
}
