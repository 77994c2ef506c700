// The reports feature's public face. Its pages are exported as loaders, so each page stays a chunk of its own,
// fetched on its first visit (app/lazy-page.tsx).
export const loadLeaseReportPage = () => import('./routes/lease-report-page').then((module) => module.LeaseReportPage);
export const loadSettlementsReportPage = () => import('./routes/settlements-report-page').then((module) => module.SettlementsReportPage);
