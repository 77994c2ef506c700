import type { SavedReportKind } from '../../db/schema.ts';

/** The kinds of stored report this module runs (saved_reports.kind, and the download token's kind). */
export type ReportKind = Extract<SavedReportKind, 'leaseReport' | 'settlementsReport'>;
