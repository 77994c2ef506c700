import type { SentExport } from './send-and-download-export';

/** What /correctInvoice hands to /invoiceErrors after a send, in the history entry's state: the export just made. */
export interface SentExportState {
  sentExport: SentExport;
}

/** The export a navigation's state carries, or null (a reload, a link, anything else in the state). */
export function sentExportOf(state: unknown): SentExport | null {
  if (typeof state !== 'object' || state === null || !('sentExport' in state)) return null;
  const sent = (state as { sentExport: unknown }).sentExport;
  if (typeof sent !== 'object' || sent === null) return null;
  const { id, token } = sent as Record<string, unknown>;
  return typeof id === 'number' && typeof token === 'string' ? { id, token } : null;
}
