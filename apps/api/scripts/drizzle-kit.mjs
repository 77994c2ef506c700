// Runs drizzle-kit (e.g. `npm run db:generate -w apps/api -- --name=contractors`).
// drizzle-kit is hoisted to the workspace root while drizzle-orm sits in apps/api/node_modules, and
// drizzle-kit imports drizzle-orm from its own location, so it would not find it. We run a copy of
// drizzle-kit from a temporary node_modules that holds both.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(apiDir, 'package.json'));
const kitDir = dirname(require.resolve('drizzle-kit'));
const ormDir = join(apiDir, 'node_modules', 'drizzle-orm');

const temp = mkdtempSync(join(tmpdir(), 'drizzle-kit-'));
try {
  mkdirSync(join(temp, 'node_modules'));
  cpSync(kitDir, join(temp, 'node_modules', 'drizzle-kit'), { recursive: true });
  symlinkSync(ormDir, join(temp, 'node_modules', 'drizzle-orm'));
  const run = spawnSync(process.execPath, [join(temp, 'node_modules', 'drizzle-kit', 'bin.cjs'), ...process.argv.slice(2)], { cwd: apiDir, stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(temp, { recursive: true, force: true });
}
