import { Badge, Group, Table } from '@mantine/core';
import type { LeaseCalculationDto } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';

interface LeaseCalculationViewProps {
  calculation: LeaseCalculationDto;
  /** The agreement's incremental borrowing rate (a fraction), shown with 2 decimals. */
  borrowingRate: number;
}

/**
 * The server's lease calculation (SPEC §3, §9): the implicit rate as a percent with 3 decimals, the
 * borrowing rate with 2, and the 90 % test with its classification.
 */
export function LeaseCalculationView({ calculation, borrowingRate }: LeaseCalculationViewProps) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('summary.implicitRate'), formatPercent(calculation.implicitRate, 3)],
    [t('summary.borrowingRate'), formatPercent(borrowingRate, 2)],
    [t('summary.amortizationRate'), formatNumber(calculation.amortizationRate, 6)],
    [t('summary.presentValueOfRent'), formatNumber(calculation.presentValueOfRent)],
    [t('summary.totalPresentValueOfLeasePayments'), formatNumber(calculation.totalPresentValueOfLeasePayments)],
    [t('summary.costOfEquipment'), formatNumber(calculation.costOfEquipment)],
    [t('summary.interimRate'), formatNumber(calculation.interimRate)],
  ];
  return (
    <Table withTableBorder withColumnBorders maw={640} aria-label={t('summary.calculation')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td ta="right">{value}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">{t('summary.ninetyPercentTest')}</Table.Th>
          <Table.Td>
            <Group justify="flex-end" gap="xs">
              <span>{formatPercent(calculation.ninetyPercenatageTest, 2)}</span>
              {calculation.leaseClassification ? (
                <Badge color={calculation.leaseClassification === 'finance' ? 'teal' : 'gray'} variant="light">
                  {t(`summary.classification.${calculation.leaseClassification}`)}
                </Badge>
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
