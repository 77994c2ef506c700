import type { ComponentType } from 'react';
import { loadHistoryTabs } from '../../features/audit';
import { loadContractorPage } from '../../features/contractors';
import { useHistoryTabs } from './use-history-tabs';

/**
 * /contractor and /contractor/{id}: the contractors feature's page, an edited contractor beside the audit feature's
 * History tab. Both arrive together on the first visit (app/lazy-page.tsx).
 */
export async function loadContractorRecordPage(): Promise<ComponentType> {
  const [ContractorPage, HistoryTabs] = await Promise.all([loadContractorPage(), loadHistoryTabs()]);
  return function ContractorRecordPage() {
    return <ContractorPage withHistory={useHistoryTabs(HistoryTabs, 'contractors')} />;
  };
}
