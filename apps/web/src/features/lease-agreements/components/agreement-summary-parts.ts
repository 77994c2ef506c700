// What the agreement's summary shows of this feature, loaded together when that page is first opened.
export { AgreementDetails } from './agreement-details';
export { LeaseCalculationView } from './lease-calculation-view';
export { ReconciliationPanel } from './reconciliation-panel';
export { LeaseChangesPanel } from './lease-changes-panel';
