import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconVersions } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AmortizationTable } from '../../components/amortization-table';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { isNotFound } from '../../components/record-state';
import { useSession } from '../../lib/session-store';
import type { loadAgreementSummaryPanels } from '../../features/analysis';
import type { loadHistoryTabs } from '../../features/audit';
import { agreementQuery, type loadAgreementSummaryParts } from '../../features/lease-agreements';

/**
 * /leaseAgreementSummary/{id}: the saved agreement read-only, its calculation and schedule; Edit, settlements,
 * depreciation. An IFRS16 agreement also shows the auditor's analysis: the borrowing rate used, the
 * discount-rate sensitivity and the impairment procedure. Its Changes tab holds the agreement's versions (DOMAIN §14:
 * remeasurements, modifications, termination; IFRS16 only), its History tab lists who changed what.
 * It shows three features (lease-agreements, analysis, audit), so it is composed here rather than in one of them,
 * from the parts their loaders bring (./load-lease-agreement-summary-page.tsx).
 */
export function LeaseAgreementSummaryPage({ parts }: { parts: SummaryParts }) {
  const { AgreementDetails, LeaseCalculationView, ReconciliationPanel, LeaseChangesPanel, BorrowingRatePanel, SensitivityPanel, ImpairmentPanel, HistoryTabs } = parts;
  const { t } = useTranslation();
  const session = useSession();
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = Number.isInteger(id) && id > 0;
  const agreement = useQuery({ ...agreementQuery(id), enabled: validId });

  let content;
  if (!validId || isNotFound(agreement.error)) {
    content = (
      <Alert color="yellow" role="alert">
        {t('agreementForm.notFound')}
      </Alert>
    );
  } else if (agreement.isPending) {
    content = <PageLoader />;
  } else if (!agreement.data) {
    content = (
      <Alert color="red" role="alert">
        {t('errors.loadFailed')}
      </Alert>
    );
  } else {
    const data = agreement.data;
    const standard = data.accountingStandard === 1 ? 'IFRS16' : 'CSI';
    content = (
      <Stack gap="lg">
        <Group gap="sm">
          <Button component={Link} to={`/leaseAgreement/${data.id}`} leftSection={<IconPencil size={16} aria-hidden />}>
            {t('common.edit')}
          </Button>
          <Button
            component={Link}
            variant="default"
            to={`/settlements?contractor=${data.contractorId}&agreementNumber=${encodeURIComponent(data.contractNumber)}&sheduleNumber=${encodeURIComponent(data.scheduleNumber)}`}
          >
            {t('agreementForm.goToSettlements')}
          </Button>
          {session?.accountingStandard === 'IFRS16' ? (
            <Button component={Link} variant="default" to={`/depreciation/${data.id}`}>
              {t('agreementForm.goToDepreciation')}
            </Button>
          ) : null}
        </Group>
        <HistoryTabs
          resource="leaseagreements"
          recordKey={data.id}
          standard={standard}
          tabs={[{ value: 'changes', label: t('leaseChanges.tab'), icon: <IconVersions size={16} aria-hidden />, content: <LeaseChangesPanel agreement={data} /> }]}
        >
          <Stack gap="lg">
            <AgreementDetails agreement={data} />
            <Title order={2} size="h3">
              {t('summary.calculation')}
            </Title>
            {data.leaseCalculation ? (
              <LeaseCalculationView calculation={data.leaseCalculation} accountingStandard={data.accountingStandard} rateCalculated={data.shouldRateBeCalculated} />
            ) : (
              <Alert color="blue">{t('summary.noCalculation')}</Alert>
            )}
            {data.accountingStandard === 1 ? (
              <>
                {data.leaseCalculation ? <BorrowingRatePanel calculation={data.leaseCalculation} rateCalculated={data.shouldRateBeCalculated} /> : null}
                <SensitivityPanel leaseAgreementId={data.id} />
                <ImpairmentPanel leaseAgreementId={data.id} />
              </>
            ) : null}
            <ReconciliationPanel leaseAgreementId={data.id} />
            <Title order={2} size="h3">
              {t('schedule.title')}
            </Title>
            <AmortizationTable rows={data.leaseAmortizations} ifrs16={data.accountingStandard === 1} />
          </Stack>
        </HistoryTabs>
      </Stack>
    );
  }

  return (
    <>
      <PageTitle title={t('summary.title')} />
      {content}
    </>
  );
}

/** What the summary shows of the other features. */
export type SummaryParts = Awaited<ReturnType<typeof loadAgreementSummaryParts>> &
  Awaited<ReturnType<typeof loadAgreementSummaryPanels>> & { HistoryTabs: Awaited<ReturnType<typeof loadHistoryTabs>> };
