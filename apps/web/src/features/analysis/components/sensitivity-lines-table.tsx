import { Table } from '@mantine/core';
import type { SensitivityResult } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';

/**
 * DOMAIN §8's three lines (rate; initial value, the lease liability; financial cost) at the client's rate,
 * at the auditor's rate and the variance (auditor's − client's). Rates as percents with 2 decimals, money `1 234,56`.
 */
export function SensitivityLinesTable({ result }: { result: SensitivityResult }) {
  const { t } = useTranslation();
  const lines: [string, string, string, string][] = [
    [t('analysis.lines.rate'), formatPercent(result.rate.tenantRate), formatPercent(result.rate.auditorRate), formatPercent(result.rate.variance)],
    [
      t('analysis.lines.initialValue'),
      formatNumber(result.initialValue.valueAtTenantRate),
      formatNumber(result.initialValue.valueAtAuditorRate),
      formatNumber(result.initialValue.variance),
    ],
    [
      t('analysis.lines.financialCost'),
      formatNumber(result.financialCost.financialCostAtTenantRate),
      formatNumber(result.financialCost.financialCostAtAuditorRate),
      formatNumber(result.financialCost.variance),
    ],
  ];
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder withColumnBorders maw={760} aria-label={t('analysis.sensitivity.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('analysis.columns.line')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('analysis.columns.clientRate')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('analysis.columns.auditorRate')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('analysis.columns.variance')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map(([label, atClient, atAuditor, variance]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td ta="right">{atClient}</Table.Td>
              <Table.Td ta="right">{atAuditor}</Table.Td>
              <Table.Td ta="right">{variance}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
