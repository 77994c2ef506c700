import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { AuditEntryDto } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { StandardName } from '../../../lib/session-store';
import { AuditChangesTable } from './audit-changes-table';
import { AuditCounts } from './audit-counts';

interface AuditEntryCardProps {
  entry: AuditEntryDto;
  standard: StandardName;
  /** The trail of many records says which record each entry is about; a record's own history need not. */
  showRecord?: boolean;
}

/** One entry of the trail: when, who, what was done (to which record), and what it changed. */
export function AuditEntryCard({ entry, standard, showRecord = false }: AuditEntryCardProps) {
  const { t } = useTranslation();
  const action = t(`audit.actions.${entry.action}`);
  const time = formatDateTime(entry.occurredAt);
  // A save or a recompute that found nothing to change says so in words, not as a list of zero counts.
  const changedNothing = (entry.action === 'update' || entry.action === 'recompute') && entry.changes.length === 0 && Object.values(entry.counts).every((count) => count === 0);
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={`${time} · ${action}`}>
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Text component="time" dateTime={entry.occurredAt} size="sm" fw={600}>
            {time}
          </Text>
          <Badge variant="light" radius="sm">
            {action}
          </Badge>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.userName ?? t(entry.action === 'signInFailed' ? 'audit.entry.unknownAccount' : 'audit.entry.system')}
          </Text>
          {entry.clientIp ? (
            <Text size="sm" c="dimmed">
              {t('audit.entry.clientIp', { ip: entry.clientIp })}
            </Text>
          ) : null}
        </Group>
        {showRecord ? (
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t(`audit.entities.${entry.entity}`)}
            </Text>
            {entry.label ? (
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {entry.label}
              </Text>
            ) : null}
            {entry.entityId ? (
              <Text size="sm" c="dimmed">
                {t('audit.entry.recordId', { id: entry.entityId })}
              </Text>
            ) : null}
          </Group>
        ) : null}
        {changedNothing ? null : <AuditCounts counts={entry.counts} />}
        {entry.changes.length > 0 ? (
          <AuditChangesTable entity={entry.entity} changes={entry.changes} standard={standard} />
        ) : changedNothing ? (
          <Text size="sm" c="dimmed">
            {t('audit.entry.noChanges')}
          </Text>
        ) : null}
        {showRecord && entry.correlationId ? (
          <Text size="xs" c="dimmed">
            {t('errors.reference', { reference: entry.correlationId })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
