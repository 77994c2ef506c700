// `npm start`: builds the app only when its sources changed since the last build (a restart then takes
// seconds instead of a full Vite and esbuild build), then runs the built server.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildDecision, forgetBuild, recordBuild } from './build-inputs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'apps', 'api', 'dist', 'server.js');

const decision = buildDecision(root);
if (decision.build) {
  console.log(`Building LeaseDesk: ${decision.reason}.`);
  forgetBuild(root);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) {
    console.error('The build failed; the server was not started.');
    process.exit(build.status ?? 1);
  }
  recordBuild(root, decision.inputs);
} else {
  console.log(`No build needed: ${decision.reason}.`);
}

// The server runs in this process rather than in a child, so signals (Ctrl+C, a supervisor's SIGTERM),
// stdio and the exit status are its own, exactly as with `node apps/api/dist/server.js`: nothing in between
// forwards them (a forwarded Ctrl+C would reach it twice and cut its orderly shutdown short).
// The workers it forks with WEB_CONCURRENCY run the server file itself, not this script again.
cluster.setupPrimary({ exec: server });
await import(pathToFileURL(server).href);
