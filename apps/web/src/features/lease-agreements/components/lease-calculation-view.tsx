import { Badge, Group, Table } from '@mantine/core';
import type { LeaseCalculationDto } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
import { formatMonthlyRate } from '../../../lib/monthly-rate';

interface LeaseCalculationViewProps {
  calculation: LeaseCalculationDto;
  /** 0 CSI (lessor), 1 IFRS16 (lessee): each figure is labelled for what it is under the standard. */
  accountingStandard: number;
  /** IFRS16: the rate was solved from the asset's fair value (the rate implicit in the lease), not the IBR. */
  rateCalculated: boolean;
}

/**
 * The server's lease calculation (SPEC §3, §9), labelled for what each figure means under the agreement's
 * standard (DOMAIN §5). CSI: the implicit rate, the net investment, the cost of equipment and the 90 %
 * test with its classification. IFRS16: the discount rate (the IBR, or the rate implicit in the lease when
 * it was calculated), the lease liability and the right-of-use asset; lessees do not classify, so no 90 % test.
 * After a lease change those stay the inception's, and the current version's rate, L_E and R_after follow.
 */
export function LeaseCalculationView({ calculation, accountingStandard, rateCalculated }: LeaseCalculationViewProps) {
  const { t } = useTranslation();
  const ifrs16 = accountingStandard === 1;
  const rateLabel = ifrs16 ? t(rateCalculated ? 'summary.rateImplicitInLease' : 'summary.discountRateIbr') : t('summary.implicitRate');
  const rows: [string, string][] = [
    [rateLabel, formatPercent(calculation.implicitRate, ifrs16 && !rateCalculated ? 2 : 3)],
    [t('summary.amortizationRate'), formatMonthlyRate(calculation.amortizationRate)],
    [t('summary.presentValueOfRent'), formatNumber(calculation.presentValueOfRent)],
    [t(ifrs16 ? 'summary.leaseLiability' : 'summary.netInvestment'), formatNumber(calculation.totalPresentValueOfLeasePayments)],
    [t(ifrs16 ? 'summary.rightOfUseAsset' : 'summary.costOfEquipment'), formatNumber(calculation.costOfEquipment)],
    [t('summary.interimRate'), formatNumber(calculation.interimRate)],
  ];
  // After a lease change (DOMAIN §14) the figures above stay the inception's; the current version's follow them.
  const current = calculation.currentVersion;
  if (current) {
    rows.push(
      [t('summary.currentVersion.version'), t('summary.currentVersion.fromRow', { version: current.version, row: current.rowNumber })],
      [t('summary.currentVersion.rate'), formatPercent(current.implicitRate, 2)],
      [t('summary.currentVersion.monthlyRate'), formatMonthlyRate(current.amortizationRate)],
      [t('summary.currentVersion.remeasuredLiability'), formatNumber(current.remeasuredLiability)],
      [t('summary.currentVersion.rightOfUseAfter'), formatNumber(current.rightOfUseAfter)],
    );
    if (current.terminated) rows.push([t('summary.currentVersion.terminated'), t('summary.currentVersion.terminatedAt', { row: current.rowNumber })]);
  }
  return (
    <Table withTableBorder withColumnBorders maw={640} aria-label={t('summary.calculation')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td ta="right">{value}</Table.Td>
          </Table.Tr>
        ))}
        {ifrs16 ? null : (
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
        )}
      </Table.Tbody>
    </Table>
  );
}
