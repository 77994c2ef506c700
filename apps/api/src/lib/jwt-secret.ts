import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * JWT_SECRET from the environment, else the one kept in DATA_DIR/jwt-secret, generated on first
 * start (tokens then survive restarts without anyone choosing a secret).
 */
export function resolveJwtSecret(fromEnvironment: string | undefined, dataDir: string): string {
  if (fromEnvironment) return fromEnvironment;
  const file = join(dataDir, 'jwt-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
