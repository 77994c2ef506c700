/** What /import can read (FORMATS §4, §5): agreements, or another system's schedules or calculations. */
export type ImportKind = 'agreements' | 'schedules' | 'calculations';

export const importKinds: readonly ImportKind[] = ['agreements', 'schedules', 'calculations'];

/** The upload route of each kind; its template is served at `<route>/template`. */
export const importPaths: Record<ImportKind, string> = {
  agreements: '/api/leaseagreement/csv',
  schedules: '/api/leaseamortizations/csv',
  calculations: '/api/leasecalculations/csv',
};

/** The largest file the import routes take (FORMATS §1: 10 MB, 413 beyond), checked before anything is sent. */
export { csvImportMaxBytes } from '@leasedesk/contract';
