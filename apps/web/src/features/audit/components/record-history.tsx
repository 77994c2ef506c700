import { useState } from 'react';
import { Stack, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StandardName } from '../../../lib/session-store';
import type { HistoryResource } from '../api/get-record-history';
import { recordHistoryQuery } from '../api/queries';
import { AuditEntryList } from './audit-entry-list';
import { AUDIT_PAGE_SIZE } from './audit-page-size';

interface RecordHistoryProps {
  resource: HistoryResource;
  /** The record's id (a report's name for invoice reports). */
  recordKey: string | number;
  standard: StandardName;
}

/** A record's history, newest first, paged by the server. */
export function RecordHistory({ resource, recordKey, standard }: RecordHistoryProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [withUnchanged, setWithUnchanged] = useState(false);
  const changedOnly = !withUnchanged;
  const history = useQuery(recordHistoryQuery({ resource, key: recordKey, page, pageSize: AUDIT_PAGE_SIZE, changedOnly }));
  return (
    <Stack gap="sm">
      <Switch
        label={t('audit.filters.withUnchanged')}
        checked={withUnchanged}
        onChange={(event) => {
          setWithUnchanged(event.currentTarget.checked);
          setPage(1);
        }}
      />
      <AuditEntryList
        entries={history}
        page={page}
        onPageChange={setPage}
        label={t('audit.history.label')}
        emptyText={t('audit.history.empty')}
        standard={standard}
      />
    </Stack>
  );
}
