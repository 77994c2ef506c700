import { Center, Group, Pagination, Stack, Text } from '@mantine/core';
import type { AuditEntryDto, PagedResult } from '@leasedesk/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListError, listFailure } from '../../../components/list-error';
import { PageLoader } from '../../../components/page-loader';
import type { StandardName } from '../../../lib/session-store';
import { AuditEntryCard } from './audit-entry-card';

interface AuditEntryListProps {
  entries: UseQueryResult<PagedResult<AuditEntryDto>>;
  page: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the list. */
  label: string;
  emptyText: string;
  standard: StandardName;
  showRecord?: boolean;
}

/** A page of the trail as the server answered it, newest first, with the pages to move between. */
export function AuditEntryList({ entries, page, onPageChange, label, emptyText, standard, showRecord = false }: AuditEntryListProps) {
  const { t } = useTranslation();
  const failure = listFailure(entries);
  if (failure) return <ListError failure={failure} />;
  if (!entries.data) return <PageLoader />;
  const { items, pagesCount } = entries.data;
  if (items.length === 0 && page === 1) {
    return (
      <Center mih={120}>
        <Text c="dimmed">{emptyText}</Text>
      </Center>
    );
  }
  return (
    <Stack gap="sm" aria-busy={entries.isFetching}>
      <Stack component="ol" gap="sm" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((entry) => (
          <AuditEntryCard key={entry.id} entry={entry} standard={standard} showRecord={showRecord} />
        ))}
      </Stack>
      {pagesCount > 1 ? (
        <Group justify="flex-end">
          <Pagination
            total={pagesCount}
            value={page}
            onChange={onPageChange}
            withEdges
            getControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
            getItemProps={(pageNumber) => ({ 'aria-label': t('table.page', { page: pageNumber }) })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
