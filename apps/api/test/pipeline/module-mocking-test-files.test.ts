import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testFiles } from '../support/database-test-files.ts';
import { filesThatMockModules } from '../support/module-mocking-test-files.ts';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the API test files that run in a module graph of their own', () => {
  const mocking = filesThatMockModules(apiRoot, testFiles(join(apiRoot, 'test')));

  it('are the files that replace a module, and only those', () => {
    expect(mocking).toContain('test/security/login-timing.test.ts');
    expect(mocking).toContain('test/lib/pdf-ocr/text-layer.test.ts');
    expect(mocking).not.toContain('test/modules/contractors/contractors.test.ts');
    expect(mocking).not.toContain('test/pipeline/module-mocking-test-files.test.ts');
  });
});
