// What `npm run build` reads, hashed, so `npm start` can tell whether the last build still matches the sources.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/** The workspaces' directories and the root files the build depends on (scripts, lock file, shared tsconfig). */
const inputDirectories = ['apps/web', 'apps/api', 'packages'];
const inputFiles = ['package.json', 'package-lock.json', 'tsconfig.base.json'];

/**
 * Never read by the build: installed packages, build and tool output, the PGlite data directory, tests.
 * Everything else counts, dotfiles included (Vite reads apps/web/.env* at build time).
 */
const skippedDirectories = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report', 'test', '.git']);
const skippedFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || name.endsWith('.tsbuildinfo');

/** Both built outputs the server needs; without either, a build is due whatever the stamp says. */
const buildOutputs = ['apps/web/dist/index.html', 'apps/api/dist/server.js'];

/**
 * Written after a successful build: each input's SHA-256 and path, as `sha256sum` prints them, so a rebuild
 * can say which files changed. Inside dist, so it goes when dist goes.
 */
export const stampFile = 'apps/api/dist/.build-inputs.sha256';

function filesUnder(root, directory) {
  const files = [];
  for (const entry of readdirSync(join(root, directory), { withFileTypes: true })) {
    const path = join(directory, entry.name);
    // Symbolic links are not followed: workspace sources have none, and node_modules links back to them.
    if (entry.isDirectory() && !skippedDirectories.has(entry.name)) files.push(...filesUnder(root, path));
    else if (entry.isFile() && !skippedFile(entry.name)) files.push(path);
  }
  return files;
}

/** The build inputs' paths, relative to the root with forward slashes, sorted so the result does not depend on the file system's order. */
export function buildInputPaths(root) {
  const paths = inputFiles.filter((file) => existsSync(join(root, file)));
  for (const directory of inputDirectories) {
    if (existsSync(join(root, directory))) paths.push(...filesUnder(root, directory));
  }
  return paths.map((path) => path.split(sep).join('/')).sort();
}

/** One line per input, `<sha256 of the content>  <path>`: a renamed, added, removed or edited file changes the text. */
export function describeBuildInputs(root) {
  return buildInputPaths(root)
    .map((path) => `${createHash('sha256').update(readFileSync(join(root, path))).digest('hex')}  ${path}\n`)
    .join('');
}

/** The paths whose line differs between two descriptions (changed, added or removed). */
function changedPaths(recorded, current) {
  const before = new Set(recorded.split('\n').filter(Boolean));
  const after = new Set(current.split('\n').filter(Boolean));
  const differing = [...before].filter((line) => !after.has(line)).concat([...after].filter((line) => !before.has(line)));
  return [...new Set(differing.map((line) => line.slice(line.indexOf('  ') + 2)))].sort();
}

function listed(paths, shown = 3) {
  const more = paths.length > shown ? ` and ${paths.length - shown} more` : '';
  return paths.slice(0, shown).join(', ') + more;
}

/** Whether `npm run build` must run before the server starts, and why; `inputs` is what to record once it has. */
export function buildDecision(root) {
  const inputs = describeBuildInputs(root);
  const missing = buildOutputs.find((output) => !existsSync(join(root, output)));
  if (missing) return { build: true, inputs, reason: `${missing} is missing` };
  const stamp = join(root, stampFile);
  if (!existsSync(stamp)) return { build: true, inputs, reason: 'no record of what the last build was made from' };
  const changed = changedPaths(readFileSync(stamp, 'utf8'), inputs);
  if (changed.length) return { build: true, inputs, reason: `changed since the last build: ${listed(changed)}` };
  return { build: false, inputs, reason: 'the build matches the sources' };
}

/** Before a build: a build cut short must not leave the previous stamp vouching for its half-written dist. */
export function forgetBuild(root) {
  rmSync(join(root, stampFile), { force: true });
}

/** After a successful build, with the inputs read BEFORE it ran: a file edited during the build makes the next start build again. */
export function recordBuild(root, inputs) {
  writeFileSync(join(root, stampFile), inputs);
}
