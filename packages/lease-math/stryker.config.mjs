// Mutation testing of the calculation core: `npm run mutation -w packages/lease-math`.
// Not part of `npm test`: a whole run takes long on two cores. While working on one file,
// `npx stryker run --mutate src/money.ts --incremental` is enough.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // cli.ts only wires stdin and stdout to runCli (cli-core.ts, tested in process); the tests
  // can run it only as a child process, which the mutants never reach.
  mutate: ['src/**/*.ts', '!src/cli.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  incrementalFile: 'reports/stryker-incremental.json',
  // The machine is small and shared; two workers keep the run from starving the rest.
  concurrency: 2,
  thresholds: { high: 95, low: 90, break: null },
};
