import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testFiles } from '../support/database-test-files.ts';
import { filesThatMeasureTheProcess, filesThatMockModules } from '../support/module-mocking-test-files.ts';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the API test files that run in a module graph of their own', () => {
  const mocking = filesThatMockModules(apiRoot, testFiles(join(apiRoot, 'test')));

  it('are the files that replace a module, and only those', () => {
    expect(mocking).toContain('test/security/login-timing.test.ts');
    expect(mocking).toContain('test/lib/pdf-ocr/text-layer.test.ts');
    expect(mocking).not.toContain('test/modules/contractors/contractors.test.ts');
    expect(mocking).not.toContain('test/pipeline/module-mocking-test-files.test.ts');
  });

  it('also take the files that measure their whole process, and only those', () => {
    const measuring = filesThatMeasureTheProcess(apiRoot, testFiles(join(apiRoot, 'test')));
    expect(measuring).toContain('test/lib/pdf-ocr/refusals.test.ts');
    expect(measuring).toContain('test/lib/pdf-ocr/scanned.test.ts');
    expect(measuring).toContain('test/modules/invoices/ksef/ksef-zip.test.ts');
    expect(measuring).not.toContain('test/modules/contractors/contractors.test.ts');
    expect(measuring).not.toContain('test/pipeline/module-mocking-test-files.test.ts');
  });
});
