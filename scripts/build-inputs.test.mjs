// Run by `npm test` (step "unit: scripts") with Node's own test runner: node --test scripts/
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { buildDecision, buildInputPaths, forgetBuild, recordBuild } from './build-inputs.mjs';

let root;

function write(path, content = path) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** A repository as `npm start` finds it after a build it recorded. */
function builtRepository() {
  root = mkdtempSync(join(tmpdir(), 'leasedesk-build-inputs-'));
  for (const path of [
    'package.json',
    'package-lock.json',
    'tsconfig.base.json',
    'apps/web/package.json',
    'apps/web/vite.config.ts',
    'apps/web/index.html',
    'apps/web/src/main.tsx',
    'apps/web/src/locales/en.json',
    'apps/web/src/app/layout.test.tsx',
    'apps/web/src/test/setup.ts',
    'apps/web/scripts/precompress.mjs',
    'apps/api/package.json',
    'apps/api/build.mjs',
    'apps/api/src/server.ts',
    'apps/api/src/db/migrations/0000_identity.sql',
    'apps/api/test/app.test.ts',
    'packages/contract/src/index.ts',
    'packages/lease-math/src/index.ts',
    'apps/web/node_modules/some-package/index.js',
    'apps/web/dist/index.html',
    'apps/web/dist/assets/index-Ab12.js',
    'apps/api/dist/server.js',
    'apps/api/data/pglite/base/1',
    'e2e/sign-in.spec.ts',
  ]) {
    write(path);
  }
  recordBuild(root, buildDecision(root).inputs);
}

beforeEach(builtRepository);
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds', () => {
  it('not at all when nothing changed since the recorded build', () => {
    const { build, reason } = buildDecision(root);
    assert.deepEqual({ build, reason }, { build: false, reason: 'the build matches the sources' });
  });

  for (const path of [
    'apps/web/src/main.tsx',
    'apps/web/src/locales/en.json',
    'apps/web/vite.config.ts',
    'apps/web/index.html',
    'apps/web/scripts/precompress.mjs',
    'apps/api/src/server.ts',
    'apps/api/src/db/migrations/0000_identity.sql',
    'apps/api/build.mjs',
    'packages/contract/src/index.ts',
    'package-lock.json',
    'apps/web/package.json',
    'tsconfig.base.json',
  ]) {
    it(`when ${path} changed`, () => {
      write(path, 'changed');
      const { build, reason } = buildDecision(root);
      assert.deepEqual({ build, reason }, { build: true, reason: `changed since the last build: ${path}` });
    });
  }

  it('when a source file is added, removed or renamed (same content, other path), naming it', () => {
    write('apps/web/src/new-page.tsx');
    assert.equal(buildDecision(root).reason, 'changed since the last build: apps/web/src/new-page.tsx');
    rmSync(join(root, 'apps/web/src/new-page.tsx'));
    assert.equal(buildDecision(root).build, false);

    rmSync(join(root, 'packages/lease-math/src/index.ts'));
    assert.equal(buildDecision(root).reason, 'changed since the last build: packages/lease-math/src/index.ts');
    write('packages/lease-math/src/index.ts');
    assert.equal(buildDecision(root).build, false);

    renameSync(join(root, 'apps/api/src/server.ts'), join(root, 'apps/api/src/main.ts'));
    assert.equal(buildDecision(root).reason, 'changed since the last build: apps/api/src/main.ts, apps/api/src/server.ts');
  });

  it('naming the first three changed files and counting the rest', () => {
    for (const path of ['apps/web/src/main.tsx', 'apps/web/index.html', 'apps/api/build.mjs', 'package.json', 'tsconfig.base.json']) write(path, 'changed');
    assert.equal(buildDecision(root).reason, 'changed since the last build: apps/api/build.mjs, apps/web/index.html, apps/web/src/main.tsx and 2 more');
  });

  for (const output of ['apps/web/dist/index.html', 'apps/api/dist/server.js']) {
    it(`when ${output} is missing, whatever the stamp says`, () => {
      rmSync(join(root, output));
      const { build, reason } = buildDecision(root);
      assert.deepEqual({ build, reason }, { build: true, reason: `${output} is missing` });
    });
  }

  it('when no build was recorded (fresh clone, a build by hand, or one cut short)', () => {
    forgetBuild(root);
    const { build, reason } = buildDecision(root);
    assert.deepEqual({ build, reason }, { build: true, reason: 'no record of what the last build was made from' });
  });

  it('not for tests, installed packages, build output or the database', () => {
    for (const path of [
      'apps/web/src/app/layout.test.tsx',
      'apps/web/src/test/setup.ts',
      'apps/api/test/app.test.ts',
      'apps/web/node_modules/some-package/index.js',
      'apps/web/dist/assets/index-Ab12.js',
      'apps/api/data/pglite/base/1',
      'e2e/sign-in.spec.ts',
    ]) {
      write(path, 'changed');
      assert.equal(buildDecision(root).build, false, path);
    }
    assert.ok(!buildInputPaths(root).some((path) => path.includes('node_modules') || path.includes('/dist/')));
  });
});
