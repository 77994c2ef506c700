// The lease-agreements feature's public face. Whatever it shows is exported as a loader, so the first page does not
// carry it: its pages (each a chunk of its own, fetched on its first visit) and the parts of the summary, which app/
// composes with the analysis and audit features. The agreement's query and keys serve every feature that shows or
// changes agreements.
export const loadLeaseAgreementsPage = () => import('./routes/lease-agreements-page').then((module) => module.LeaseAgreementsPage);
export const loadLeaseAgreementPage = () => import('./routes/lease-agreement-page').then((module) => module.LeaseAgreementPage);
export const loadAgreementSummaryParts = () => import('./components/agreement-summary-parts');
export { agreementKeys, agreementQuery, invalidateAgreementLists } from './api/queries';
