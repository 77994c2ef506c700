import { Table } from '@mantine/core';
import type { AuditChange, AuditEntity } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import type { StandardName } from '../../../lib/session-store';
import { auditFieldLabel } from './audit-field-label';
import { formatAuditValue } from './audit-value';

interface AuditChangesTableProps {
  entity: AuditEntity;
  changes: readonly AuditChange[];
  /** Names the calculated figures as the standard does (L0 under IFRS16, N under CSI). */
  standard: StandardName;
}

/** What one entry changed: each field by its label, its value before and after. */
export function AuditChangesTable({ entity, changes, standard }: AuditChangesTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder withColumnBorders striped aria-label={t('audit.entry.changes')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('audit.entry.field')}</Table.Th>
            <Table.Th scope="col">{t('audit.entry.before')}</Table.Th>
            <Table.Th scope="col">{t('audit.entry.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Th scope="row" fw={500}>
                {auditFieldLabel(i18n, entity, change.field, standard)}
              </Table.Th>
              <Table.Td>{formatAuditValue(i18n, change.field, change.before, change.beforeName)}</Table.Td>
              <Table.Td>{formatAuditValue(i18n, change.field, change.after, change.afterName)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
