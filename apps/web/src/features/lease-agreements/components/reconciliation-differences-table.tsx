import { Table } from '@mantine/core';
import type { ReconciliationDifference } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { reconciliationDifferenceText, reconciliationFieldText, reconciliationValueText } from './reconciliation-values';

/** Every figure that differs from the imported one: period (or the calculation), field, ours, theirs, theirs − ours. */
export function ReconciliationDifferencesTable({ differences }: { differences: readonly ReconciliationDifference[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560} maxHeight={420}>
      <Table aria-label={t('reconciliation.table')} striped withTableBorder stickyHeader verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">{t('reconciliation.period')}</Table.Th>
            <Table.Th>{t('reconciliation.field')}</Table.Th>
            <Table.Th ta="right">{t('reconciliation.ours')}</Table.Th>
            <Table.Th ta="right">{t('reconciliation.theirs')}</Table.Th>
            <Table.Th ta="right">{t('reconciliation.difference')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {differences.map((difference, index) => (
            <Table.Tr key={index}>
              <Table.Td ta="right">{difference.periodNumber ?? t('reconciliation.calculation')}</Table.Td>
              <Table.Td>{reconciliationFieldText(t, difference)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {reconciliationValueText(t, difference.field, difference.ours)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {reconciliationValueText(t, difference.field, difference.theirs)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {reconciliationDifferenceText(difference)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
