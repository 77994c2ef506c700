// The build step of `npm start` and `npm run worker`: builds the app only when its sources changed since the
// last build (a restart then takes seconds instead of a full Vite and esbuild build).
import { spawnSync } from 'node:child_process';
import { buildDecision, forgetBuild, recordBuild } from './build-inputs.mjs';

/** Builds when needed; exits the process with the build's status when the build fails. */
export function buildWhenChanged(root, what) {
  const decision = buildDecision(root);
  if (!decision.build) {
    console.log(`No build needed: ${decision.reason}.`);
    return;
  }
  console.log(`Building LeaseDesk: ${decision.reason}.`);
  forgetBuild(root);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) {
    console.error(`The build failed; the ${what} was not started.`);
    process.exit(build.status ?? 1);
  }
  recordBuild(root, decision.inputs);
}
