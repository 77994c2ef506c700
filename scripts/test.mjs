// Runs every test of the project: static checks, unit, API (PGlite, then PostgreSQL when TEST_DATABASE_URL is set)
// and browser journeys. Every step runs even when an earlier one failed, so one run shows every failure, and each
// prints how long it took.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium-path.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const onlyArg = process.argv.slice(2);
const results = [];

/** Lines of a failed step's output that say what failed, repeated after the summary (CI shows a run's last lines). */
const failureLine = /(FAIL|✗|×|\bError\b|Counterexample|Shrunk|[Ss]eed|expected|Expected|Received|timed out|exit code)/;
const keptLines = 400;

/** Starts a step and collects its output; `streamed` steps write it as it comes, the others when they end. */
function step(name, command, args, { cwd = root, env = {}, streamed = true } = {}) {
  if (onlyArg.length && !onlyArg.some((only) => name.startsWith(only))) return Promise.resolve();
  const started = performance.now();
  if (streamed) console.log(`\n=== ${name} ===`);
  const lines = [];
  const held = [];
  let partial = '';
  const keep = (chunk) => {
    const text = partial + chunk.toString();
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
    if (lines.length > keptLines) lines.splice(0, lines.length - keptLines);
  };
  const write = (stream, chunk) => (streamed ? stream.write(chunk) : held.push([stream, chunk]));
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => {
      write(process.stdout, chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      write(process.stderr, chunk);
      keep(chunk);
    });
    child.on('error', (error) => {
      lines.push(String(error));
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  }).then((status) => {
    const seconds = (performance.now() - started) / 1000;
    if (!streamed) {
      console.log(`\n=== ${name} ===`);
      for (const [stream, chunk] of held) stream.write(chunk);
    }
    if (partial) lines.push(partial);
    // eslint-disable-next-line no-control-regex
    const plain = lines.map((line) => line.replace(/\x1b\[[0-9;]*m/g, ''));
    const ok = status === 0;
    console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s ===`);
    results.push({ name, ok, seconds, failures: ok ? [] : plain.filter((line) => failureLine.test(line)).slice(0, 60) });
  });
}

/**
 * Steps that each keep one core busy (tsc, ESLint, the build) run side by side on separate cores; their output is
 * printed whole as each ends, so it never interleaves. Test steps run one after another, each spreading its files
 * over every core itself.
 */
const sideBySide = (...steps) => Promise.all(steps.map((run) => run()));
const quiet = { streamed: false };
const browser = chromiumPath();

const runStarted = performance.now();
console.log(`Node ${process.versions.node}, ${availableParallelism()} cores`);
await sideBySide(
  () => step('typecheck', 'npm', ['run', 'typecheck', '--silent'], quiet),
  async () => {
    await step('lint', 'npm', ['run', 'lint', '--silent'], quiet);
    // Node's own runner: the scripts are plain .mjs with no workspace of their own.
    await step('unit: scripts', process.execPath, ['--test', 'scripts/build-inputs.test.mjs', 'scripts/scan-test-logs.test.mjs', 'scripts/supported-node.test.mjs'], quiet);
    if (browser) await step('browser: build', 'npm', ['run', 'build', '--silent'], quiet);
  },
);
// One Vitest run for the three packages (vitest.config.ts at the root lists them as projects): one start, one pool.
await step('unit: contract, lease-math, web', 'npx', ['vitest', 'run']);
// The API test apps log (info) into a fresh directory per run, and no line of it may hold a reset token.
const apiLogs = (name) => ({ LEASEDESK_TEST_LOG_DIR: mkdtempSync(join(tmpdir(), `leasedesk-api-logs-${name}-`)) });
const pgliteLogs = apiLogs('pglite');
await step('api: PGlite', 'npx', ['vitest', 'run'], { cwd: `${root}apps/api`, env: { TEST_DATABASE_URL: '', ...pgliteLogs } });
await step('api: PGlite, logs without reset tokens', process.execPath, ['scripts/scan-test-logs.mjs', pgliteLogs.LEASEDESK_TEST_LOG_DIR]);
if (process.env.TEST_DATABASE_URL) {
  const postgresLogs = apiLogs('postgres');
  // Only the files that can reach a database (apps/api/test/support/database-test-files.ts): the rest ran on PGlite.
  await step('api: PostgreSQL', 'npx', ['vitest', 'run'], { cwd: `${root}apps/api`, env: { ...postgresLogs, LEASEDESK_API_TEST_FILES: 'database' } });
  await step('api: PostgreSQL, logs without reset tokens', process.execPath, ['scripts/scan-test-logs.mjs', postgresLogs.LEASEDESK_TEST_LOG_DIR]);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
}

if (browser) {
  await step('browser: journeys', 'npx', ['playwright', 'test'], { env: { CHROMIUM_PATH: browser } });
} else {
  const message = 'Browser tests were NOT run: no Chromium found (install Debian\'s chromium or set CHROMIUM_PATH).';
  console.log(`\n${message}`);
  if (process.env.CI === 'true') results.push({ name: 'browser: Chromium missing under CI', ok: false });
}

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${seconds === undefined ? '' : `  (${seconds.toFixed(1)} s)`}`);
console.log(`Total: ${((performance.now() - runStarted) / 1000).toFixed(1)} s on Node ${process.versions.node}`);
for (const { name, failures } of results.filter((result) => !result.ok && result.failures?.length)) {
  console.log(`\n--- what failed in ${name} ---`);
  for (const line of failures) console.log(line);
}
if (!existsSync(`${root}node_modules`)) console.log('(node_modules is missing: run npm install first)');
process.exit(results.every((r) => r.ok) ? 0 : 1);
