import type { ReactNode } from 'react';
import type { StandardName } from '../../../lib/session-store';
import type { HistoryResource } from '../api/get-record-history';
import { RecordHistory } from './record-history';
import { RecordTabs, type RecordTab } from './record-tabs';

interface HistoryTabsProps {
  resource: HistoryResource;
  /** The record's id (a report's name for invoice reports); another record remounts the tabs on Details. */
  recordKey: string | number;
  standard: StandardName;
  /** The record's page: the Details tab. */
  children: ReactNode;
  /** Other features' tabs of the record, between Details and History (the agreement's Changes). */
  tabs?: readonly RecordTab[];
}

/** A record's page with its History tab beside it. */
export function HistoryTabs({ resource, recordKey, standard, children, tabs }: HistoryTabsProps) {
  return (
    <RecordTabs key={recordKey} tabs={tabs} history={<RecordHistory resource={resource} recordKey={recordKey} standard={standard} />}>
      {children}
    </RecordTabs>
  );
}
