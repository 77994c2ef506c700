import type { ComponentType } from 'react';
import { loadAgreementSummaryPanels } from '../../features/analysis';
import { loadHistoryTabs } from '../../features/audit';
import { loadAgreementSummaryParts } from '../../features/lease-agreements';

/**
 * The agreement's summary with what it shows of the lease-agreements, analysis and audit features, all fetched
 * side by side on the first visit (app/lazy-page.tsx): none of it is part of the first page.
 */
export async function loadLeaseAgreementSummaryPage(): Promise<ComponentType> {
  const [{ LeaseAgreementSummaryPage }, agreementParts, analysisPanels, HistoryTabs] = await Promise.all([
    import('./lease-agreement-summary-page'),
    loadAgreementSummaryParts(),
    loadAgreementSummaryPanels(),
    loadHistoryTabs(),
  ]);
  const parts = { ...agreementParts, ...analysisPanels, HistoryTabs };
  return function LeaseAgreementSummaryRoute() {
    return <LeaseAgreementSummaryPage parts={parts} />;
  };
}
