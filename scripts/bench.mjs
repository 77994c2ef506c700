// `npm run bench`: every bench/<name>/run.ts in turn; each prints its figures beside a baseline measured in the same run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv[2];
const benches = readdirSync(`${root}bench`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${root}bench/${entry.name}/run.ts`))
  .map((entry) => entry.name)
  .filter((name) => !only || name === only);
let failed = false;
for (const name of benches) {
  console.log(`\n=== bench/${name} ===`);
  const run = spawnSync('npx', ['tsx', `bench/${name}/run.ts`], { cwd: root, stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
