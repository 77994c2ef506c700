// Runs every test of the project: static checks, unit, API (PGlite, then PostgreSQL when TEST_DATABASE_URL is set)
// and browser journeys. Every step runs even when an earlier one failed, so one run shows every failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium-path.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const onlyArg = process.argv.slice(2);
const results = [];

function step(name, command, args, { cwd = root, env = {} } = {}) {
  if (onlyArg.length && !onlyArg.some((only) => name.startsWith(only))) return;
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  results.push({ name, ok: run.status === 0 });
}

step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
step('lint', 'npx', ['eslint', '.']);
step('unit: contract', 'npx', ['vitest', 'run'], { cwd: `${root}packages/contract` });
step('unit: lease-math', 'npx', ['vitest', 'run'], { cwd: `${root}packages/lease-math` });
step('unit: web', 'npx', ['vitest', 'run'], { cwd: `${root}apps/web` });
// Node's own runner: the scripts are plain .mjs with no workspace of their own.
step('unit: scripts', process.execPath, ['--test', 'scripts/build-inputs.test.mjs']);
step('api: PGlite', 'npx', ['vitest', 'run'], { cwd: `${root}apps/api`, env: { TEST_DATABASE_URL: '' } });
if (process.env.TEST_DATABASE_URL) {
  step('api: PostgreSQL', 'npx', ['vitest', 'run'], { cwd: `${root}apps/api` });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
}

const browser = chromiumPath();
if (browser) {
  step('browser: build', 'npm', ['run', 'build', '--silent']);
  step('browser: journeys', 'npx', ['playwright', 'test'], { env: { CHROMIUM_PATH: browser } });
} else {
  const message = 'Browser tests were NOT run: no Chromium found (install Debian\'s chromium or set CHROMIUM_PATH).';
  console.log(`\n${message}`);
  if (process.env.CI === 'true') results.push({ name: 'browser: Chromium missing under CI', ok: false });
}

console.log('\n=== summary ===');
for (const { name, ok } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
if (!existsSync(`${root}node_modules`)) console.log('(node_modules is missing: run npm install first)');
process.exit(results.every((r) => r.ok) ? 0 : 1);
