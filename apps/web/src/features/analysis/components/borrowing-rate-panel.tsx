import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { LeaseCalculationDto } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';
import { formatMonthlyRate } from '../../../lib/monthly-rate';

interface BorrowingRatePanelProps {
  /** The stored calculation: implicitRate is the annual rate used, amortizationRate its monthly j. */
  calculation: LeaseCalculationDto;
  /** true: the rate implicit in the lease was solved from the fair value (DOMAIN §9); false: the IBR typed on the agreement. */
  rateCalculated: boolean;
}

/** Summary panel (IFRS16): the discount rate the agreement uses, a month's rate, and how the rate was obtained. */
export function BorrowingRatePanel({ calculation, rateCalculated }: BorrowingRatePanelProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="borrowing-rate-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="borrowing-rate-title">
          {t('analysis.borrowingRate.title')}
        </Title>
        <Table withTableBorder withColumnBorders maw={640} aria-label={t('analysis.borrowingRate.title')}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('analysis.borrowingRate.rateUsed')}</Table.Th>
              <Table.Td ta="right">{formatPercent(calculation.implicitRate)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('analysis.borrowingRate.monthlyRate')}</Table.Th>
              <Table.Td ta="right">{formatMonthlyRate(calculation.amortizationRate)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('analysis.borrowingRate.obtained')}</Table.Th>
              <Table.Td>{t(rateCalculated ? 'analysis.borrowingRate.calculated' : 'analysis.borrowingRate.entered')}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {t(rateCalculated ? 'analysis.borrowingRate.calculatedHelp' : 'analysis.borrowingRate.enteredHelp')}
        </Text>
      </Stack>
    </Paper>
  );
}
