import type { ReactNode } from 'react';
import type { HistoryResource, loadHistoryTabs } from '../../features/audit';
import { tenantStandardOf, useSession } from '../../lib/session-store';

export type HistoryTabsComponent = Awaited<ReturnType<typeof loadHistoryTabs>>;

/** Puts a feature's record page beside the audit feature's History tab of that record, in the client's standard. */
export function useHistoryTabs(
  HistoryTabs: HistoryTabsComponent,
  resource: HistoryResource,
): (details: ReactNode, recordKey: string | number) => ReactNode {
  const session = useSession();
  const standard = session ? tenantStandardOf(session) : 'CSI';
  return function withHistory(details, recordKey) {
    return (
      <HistoryTabs resource={resource} recordKey={recordKey} standard={standard}>
        {details}
      </HistoryTabs>
    );
  };
}
