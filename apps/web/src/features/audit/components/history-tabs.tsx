import type { ReactNode } from 'react';
import type { StandardName } from '../../../lib/session-store';
import type { HistoryResource } from '../api/get-record-history';
import { RecordHistory } from './record-history';
import { RecordTabs } from './record-tabs';

interface HistoryTabsProps {
  resource: HistoryResource;
  /** The record's id (a report's name for invoice reports); another record remounts the tabs on Details. */
  recordKey: string | number;
  standard: StandardName;
  /** The record's page: the Details tab. */
  children: ReactNode;
}

/** A record's page with its History tab beside it. */
export function HistoryTabs({ resource, recordKey, standard, children }: HistoryTabsProps) {
  return (
    <RecordTabs key={recordKey} history={<RecordHistory resource={resource} recordKey={recordKey} standard={standard} />}>
      {children}
    </RecordTabs>
  );
}
