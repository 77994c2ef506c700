import type { ExternalFiguresImportResult } from '@leasedesk/contract';
import { apiRequest } from '../../../lib/api-client';
import { importPaths } from './import-paths';

/**
 * POST /api/leaseamortizations/csv or /api/leasecalculations/csv (FORMATS §5): another system's schedules or
 * calculations, kept beside ours for reconciliation; an agreement's rows replace its earlier import. Both
 * routes answer the same shape, so one call serves them. A dry run stores nothing.
 */
export function importFiguresCsv(kind: 'schedules' | 'calculations', file: File, dryRun: boolean, signal?: AbortSignal): Promise<ExternalFiguresImportResult> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<ExternalFiguresImportResult>('POST', importPaths[kind], {
    query: { dryRun: dryRun ? true : undefined },
    formData,
    signal,
    expectedStatuses: [413],
  });
}
