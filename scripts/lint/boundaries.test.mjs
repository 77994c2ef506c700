// Proves that `npm run lint` fails on the imports DESIGN §2 forbids: the repository's own ESLint
// config is run over a small fixture tree that mirrors the repository's layout and breaks each rule once.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const repository = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));

// With an explicit config file, ESLint reads the config's file patterns relative to cwd, so the
// fixture tree is linted exactly as the repository's own files are.
const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: `${repository}eslint.config.js` });
const results = await eslint.lintFiles(['.']);

function problemsOf(file) {
  const result = results.find((each) => each.filePath === `${fixtures}${file}`);
  assert.ok(result, `${file} was linted`);
  return result.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
}

test('a feature importing another feature through its public face passes', () => {
  assert.deepEqual(problemsOf('apps/web/src/features/beta/components/through-face.tsx'), []);
  assert.deepEqual(problemsOf('apps/web/src/features/alpha/index.ts'), []);
});

test("a feature importing another feature's internals fails", () => {
  assert.deepEqual(problemsOf('apps/web/src/features/beta/components/into-internals.tsx'), [
    { rule: 'leasedesk/layering', message: "Import the feature 'alpha' through its public face (its index file), not its internals." },
  ]);
});

test('shared code importing a feature fails, even through its face', () => {
  assert.deepEqual(problemsOf('apps/web/src/lib/reaches-up.ts'), [
    { rule: 'leasedesk/layering', message: "apps/web/src/lib sits below the features and must not import the feature 'alpha'." },
  ]);
  assert.deepEqual(problemsOf('apps/api/src/db/seed.ts'), [
    { rule: 'leasedesk/layering', message: "apps/api/src/db sits below the modules and must not import the module 'orders'." },
  ]);
});

test('modules importing each other round a cycle fail, even through their faces', () => {
  for (const file of ['apps/api/src/modules/orders/order-total.ts', 'apps/api/src/modules/billing/invoice-total.ts']) {
    const rules = problemsOf(file).map((problem) => problem.rule);
    assert.ok(rules.includes('import-x/no-cycle'), `${file}: ${JSON.stringify(problemsOf(file))}`);
    assert.ok(!rules.includes('leasedesk/layering'), `${file} imports through a face`);
  }
});

test('the calculation core importing the apps fails', () => {
  const rules = problemsOf('packages/lease-math/src/reaches-app.ts').map((problem) => problem.rule);
  assert.ok(rules.includes('leasedesk/layering'));
});

test('the lint step as a whole reports the fixtures as errors', () => {
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  assert.ok(errors >= 6, `errors: ${errors}`);
});
