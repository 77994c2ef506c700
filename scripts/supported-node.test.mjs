import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isSupported, lowestSupported, unsupportedNodeMessage } from './supported-node.mjs';

test('the lowest version of a >= range', () => {
  assert.deepEqual(lowestSupported('>=22.12'), [22, 12, 0]);
  assert.deepEqual(lowestSupported('>= 24.1.3'), [24, 1, 3]);
  assert.throws(() => lowestSupported('^22 || ^24'));
});

test('versions below, at and above the range', () => {
  assert.equal(isSupported('20.19.2', '>=22.12'), false);
  assert.equal(isSupported('v22.11.9', '>=22.12'), false);
  assert.equal(isSupported('22.12.0', '>=22.12'), true);
  assert.equal(isSupported('22.13.0', '>=22.12'), true);
  assert.equal(isSupported('24.0.0', '>=22.12'), true);
  assert.equal(isSupported('9.99.99', '>=22.12'), false);
});

test('the message names the range and the running version in one line', () => {
  const message = unsupportedNodeMessage('20.19.2');
  assert.match(message, /^LeaseDesk needs Node 22\.12 or newer \(Node 24 LTS recommended\); this is Node 20\.19\.2\.$/);
  assert.equal(unsupportedNodeMessage('24.11.0'), null);
});

test('npm start on an old Node stops with that line before building or starting anything', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // A fake old version through the same check the entry point runs (the machine's own Node may be new enough).
  const run = spawnSync(process.execPath, ['--import', 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.19.2"})', 'scripts/start.mjs'], { cwd: root, encoding: 'utf8', timeout: 30_000 });
  assert.equal(run.status, 1);
  assert.equal(run.stdout, '');
  assert.match(run.stderr.trim(), /^LeaseDesk needs Node 22\.12 or newer \(Node 24 LTS recommended\); this is Node 20\.19\.2\.$/);
});
