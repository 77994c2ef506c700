import { Alert, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AgreementChooser, type AgreementChoice } from '../../../components/agreement-chooser';
import { AmortizationTable } from '../../../components/amortization-table';
import { ExcelDownloadButton } from '../../../components/excel-download-button';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { isNotFound } from '../../../components/record-state';
import { getAgreementReference, scheduleExcelUrl } from '../../../lib/agreement-lookups';
import { formatPercent } from '../../../lib/format';
import { agreementReferenceQuery } from '../../../lib/lookup-queries';
import { agreementQuery } from '../../lease-agreements';

/**
 * /settlements: contractor → agreement number → schedule number (prefilled from `contractor`,
 * `agreementNumber` and `sheduleNumber`, spelt so); the agreement's amortization schedule and its Excel file.
 */
export function SettlementsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const choice: AgreementChoice = {
    contractorId: params.get('contractor'),
    agreementNumber: params.get('agreementNumber'),
    scheduleNumber: params.get('sheduleNumber'),
  };
  const complete = Boolean(choice.contractorId && choice.agreementNumber && choice.scheduleNumber);

  const reference = useQuery(agreementReferenceQuery(choice));
  const agreementId = reference.data?.id ?? null;
  const agreement = useQuery(agreementQuery(agreementId));

  const change = (next: AgreementChoice) => {
    const query: Record<string, string> = {};
    if (next.contractorId) query.contractor = next.contractorId;
    if (next.agreementNumber) query.agreementNumber = next.agreementNumber;
    if (next.scheduleNumber) query.sheduleNumber = next.scheduleNumber;
    setParams(query, { replace: true });
  };

  let content;
  if (!complete) {
    content = (
      <Alert color="blue" variant="light">
        {t('settlementsPage.choose')}
      </Alert>
    );
  } else if (isNotFound(reference.error)) {
    content = (
      <Alert color="yellow" role="alert">
        {t('agreementForm.notFound')}
      </Alert>
    );
  } else if (reference.isPending || agreement.isPending) {
    content = <PageLoader />;
  } else if (!agreement.data || !reference.data) {
    content = (
      <Alert color="red" role="alert">
        {t('errors.loadFailed')}
      </Alert>
    );
  } else {
    const data = agreement.data;
    content = (
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm">
            {data.leaseCalculation
              ? t('settlementsPage.implicitRate', { rate: formatPercent(data.leaseCalculation.implicitRate, 3) })
              : null}
          </Text>
          <ExcelDownloadButton
            label={t('settlementsPage.downloadExcel')}
            freshUrl={async () => {
              const fresh = await getAgreementReference(data.contractorId, data.contractNumber, data.scheduleNumber);
              return scheduleExcelUrl(fresh.id, fresh.token);
            }}
            fallbackName={`lease-calculation-${data.contractNumber}-${data.scheduleNumber}.xlsx`}
          />
        </Group>
        <AmortizationTable rows={data.leaseAmortizations} ifrs16={data.accountingStandard === 1} />
      </Stack>
    );
  }

  return (
    <>
      <PageTitle title={t('settlementsPage.title')} />
      <AgreementChooser value={choice} onChange={change} />
      {content}
    </>
  );
}
