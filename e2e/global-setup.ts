import { readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailSink } from './support/mail-sink';
import { MAILBOX_PORT, SMTP_PORT } from './support/ports';

/** Databases of earlier runs (playwright.config.ts makes one per run) older than an hour. */
function removeStaleDataDirs(current: string | undefined): void {
  const hourAgo = Date.now() - 60 * 60_000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith('leasedesk-e2e-')) continue;
    const path = join(tmpdir(), name);
    if (path === current) continue;
    try {
      if (statSync(path).mtimeMs < hourAgo) rmSync(path, { recursive: true, force: true });
    } catch {
      // another run may be removing it too
    }
  }
}

/** Starts the test mail server the app sends to (SMTP_URL) before the journeys; stops it after. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  removeStaleDataDirs(process.env.LEASEDESK_E2E_DATA_DIR);
  const sink = await startMailSink(SMTP_PORT, MAILBOX_PORT);
  return () => sink.close();
}
