import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { LeaseAgreementDto } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, formatPercent } from '../../../lib/format';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/** The agreement's details, read-only (the summary). Choices show 1-based names, the borrowing rate with 2 decimals. */
export function AgreementDetails({ agreement }: { agreement: LeaseAgreementDto }) {
  const { t } = useTranslation();
  const ifrs16 = agreement.accountingStandard === 1;
  // The form's labels, without the '(%)' that tells what to type: the values here carry their own sign.
  const f = (key: string) => t(`agreementForm.fields.${key}`).replace(/\s*\(%\)$/, '');
  const entries: [string, string][] = [
    [t('agreementChooser.contractor'), `${agreement.contractor.name}${agreement.contractor.taxId ? ` (${agreement.contractor.taxId})` : ''}`],
    [f('contractNumber'), agreement.contractNumber],
    [f('scheduleNumber'), agreement.scheduleNumber],
    [f('assetName'), agreement.assetName],
    [f('startingDate'), formatDate(agreement.startingDate)],
    [t('summary.closingDate'), formatDate(agreement.closingDate)],
    [f('termInMonths'), String(agreement.termInMonths)],
    [f('paymentDue'), t(`agreementForm.paymentDue.${agreement.paymentDue + 1}`)],
    [f('paymentInterval'), t(`agreementForm.paymentInterval.${agreement.paymentInterval + 1}`)],
    [f('residualValueSettlement'), t(`agreementForm.residualValueSettlement.${agreement.residualValueSettlement + 1}`)],
    [f('rateConvention'), t(`agreementForm.rateConventions.${agreement.rateConvention}`)],
    [f('rentPaymentAmount'), formatNumber(agreement.rentPaymentAmount)],
    [f('totalEquipmentCost'), formatNumber(agreement.totalEquipmentCost)],
    [f('subRentAndArrangmentFee'), formatNumber(agreement.subRentAndArrangmentFee)],
    [f('residualValue'), formatNumber(agreement.residualValue)],
    [f('indexationRate'), formatPercent(agreement.indexationRate / 100, 2)],
    [f('rentFreePeriodInMonths'), String(agreement.rentFreePeriodInMonths)],
  ];
  if (ifrs16) {
    entries.push(
      // The borrowing rate is the lessee's; under CSI the lessor's rate is the implicit rate of the calculation.
      [f('incrementalBorrowingRate'), agreement.shouldRateBeCalculated ? t('summary.rateCalculatedFromFairValue') : formatPercent(agreement.incrementalBorrowingRate, 2)],
      [f('initialDirectCosts'), formatNumber(agreement.initialDirectCosts)],
      [f('dismantlingProvision'), formatNumber(agreement.dismantlingProvision)],
      [f('leaseIncentive'), formatNumber(agreement.leaseIncentive)],
      [f('leasePremium'), formatNumber(agreement.leasePremium)],
      [f('leaseholdImprovements'), formatNumber(agreement.leaseholdImprovements)],
    );
  } else {
    entries.push(
      [f('salesPersonId'), agreement.salesPerson ? `${agreement.salesPerson.firstName} ${agreement.salesPerson.lastName}` : ''],
      [f('salesPersonCommission'), formatNumber(agreement.salesPersonCommission)],
      [f('transferToFactorDate'), formatDate(agreement.transferToFactorDate)],
      [f('factoringContractNumber'), agreement.factoringContractNumber],
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="sm">
      {entries.map(([label, value]) => (
        <Detail key={label} label={label} value={value} />
      ))}
    </SimpleGrid>
  );
}
