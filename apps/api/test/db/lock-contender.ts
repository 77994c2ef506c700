import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock.ts';

/**
 * A process racing others for COUNT directories (BASE_DIR/0 … BASE_DIR/COUNT-1) from START_AT (ms since
 * the epoch). It tries each in turn, keeps what it gets until HOLD_UNTIL (so refusals see it running),
 * and prints the indices it got as JSON.
 */
const baseDir = process.env['BASE_DIR'] ?? '';
const count = Number(process.env['COUNT'] ?? 0);
const startAt = Number(process.env['START_AT'] ?? 0);
const holdUntil = Number(process.env['HOLD_UNTIL'] ?? 0);

await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
const held: number[] = [];
for (let index = 0; index < count; index++) {
  try {
    lockDataDir(join(baseDir, String(index)));
    held.push(index);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
  }
}
await new Promise((resolve) => setTimeout(resolve, Math.max(0, holdUntil - Date.now())));
console.log(JSON.stringify(held));
