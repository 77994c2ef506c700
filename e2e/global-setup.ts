import { readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeRegister } from './support/fake-register';
import { startMailSink } from './support/mail-sink';
import { MAILBOX_PORT, REGISTER_PORT, SMTP_PORT } from './support/ports';

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

/**
 * Starts what the app talks to besides its database before the journeys, and stops it after: the test
 * mail server (SMTP_URL) and the fake business register (CEIDG_API_URL).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  removeStaleDataDirs(process.env.LEASEDESK_E2E_DATA_DIR);
  const sink = await startMailSink(SMTP_PORT, MAILBOX_PORT);
  const register = await startFakeRegister(REGISTER_PORT);
  return async () => {
    await register.close();
    await sink.close();
  };
}
