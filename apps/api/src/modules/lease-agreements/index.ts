// The lease-agreements module's public face (DESIGN §2): what app.ts, the demo, the data migrations and other
// modules may import of it.
export { agreementLabel } from './agreement-audit.ts';
export { assertAgreementBodyValid } from './agreement-body-errors.ts';
export { findAgreementRow } from './agreement-record.ts';
export type { AgreementRow } from './agreement-rows.ts';
export { applyLeaseChangeIn, type ChangeCaller } from './apply-lease-change.ts';
export { calculationMessages } from './calculation-messages.ts';
export { hasLeaseChanges, latestChange } from './lease-change-rows.ts';
export { calculateFigures, figureFieldsOf, figureFieldsOfInput, type AgreementFigureFields } from './figures.ts';
export { agreementNumbersKey, liveNumbersAmong } from './live-numbers.ts';
export { reconcileFigures } from './reconcile-figures.ts';
export { registerLeaseAgreementRoutes } from './routes.ts';
export { calculateAgreement, insertAgreement, storeNewAgreements, type CalculatedAgreement } from './save-agreement.ts';
export { standardErrors, tenantStandard } from './tenant-standard.ts';
