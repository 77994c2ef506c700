import { Table } from '@mantine/core';
import type { LeaseChangeDto } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, formatPercent } from '../../../lib/format';
import { formatMonthlyRate } from '../../../lib/monthly-rate';

/** DOMAIN §14's amounts of a change, in the order they arise: carrying amounts, decrease in scope, remeasurement. */
export const changeAmounts = [
  'carryingLiability',
  'carryingRightOfUse',
  'liabilityDecrease',
  'rightOfUseDecrease',
  'gainOrLoss',
  'remeasuredLiability',
  'liabilityAdjustment',
  'rightOfUseAfter',
  'furtherGain',
] as const satisfies readonly (keyof LeaseChangeDto)[];

/**
 * The figures of one change as the server calculated them (a preview's dry run or a stored change): the row it
 * starts at and the day it is booked, B_E and R_E, the decrease in scope with its gain or loss, L_E, ΔL, R_after,
 * any further gain, and the rate the new version runs on.
 */
export function ChangeFigures({ change }: { change: LeaseChangeDto }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('leaseChanges.figures.rowNumber'), t('leaseChanges.rowFrom', { row: change.rowNumber, date: formatDate(change.effectiveDate) })],
    [t('leaseChanges.figures.entryDate'), formatDate(change.entryDate)],
    ...changeAmounts.map((key): [string, string] => [t(`leaseChanges.figures.${key}`), formatNumber(change[key])]),
    [t('leaseChanges.figures.implicitRate'), formatPercent(change.implicitRate, 3)],
    [t('leaseChanges.figures.amortizationRate'), formatMonthlyRate(change.amortizationRate)],
  ];
  return (
    <Table withTableBorder withColumnBorders maw={640} aria-label={t('leaseChanges.figures.title')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td ta="right">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
