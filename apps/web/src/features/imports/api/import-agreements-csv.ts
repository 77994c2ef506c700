import type { AgreementImportResult } from '@leasedesk/contract';
import { apiRequest } from '../../../lib/api-client';
import { importPaths } from './import-paths';

/**
 * POST /api/leaseagreement/csv (FORMATS §4): an agreements file, each row validated and calculated as a saved
 * agreement, all or nothing. A dry run answers the same figures and stores nothing.
 */
export function importAgreementsCsv(file: File, dryRun: boolean, signal?: AbortSignal): Promise<AgreementImportResult> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<AgreementImportResult>('POST', importPaths.agreements, {
    query: { dryRun: dryRun ? true : undefined },
    formData,
    signal,
    // too large: the screen says so itself
    expectedStatuses: [413],
  });
}
