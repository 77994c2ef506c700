// The audit feature's public face. Whatever it shows is exported as a loader, so the first page does not carry it:
// its page (a chunk of its own, fetched on its first visit), and the History tab that app/ puts beside another
// feature's record page.
export const loadAuditPage = () => import('./routes/audit-page').then((module) => module.AuditPage);
export const loadHistoryTabs = () => import('./components/history-tabs').then((module) => module.HistoryTabs);
export type { HistoryResource } from './api/get-record-history';
export type { RecordTab } from './components/record-tabs';
