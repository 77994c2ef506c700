import { Anchor } from '@mantine/core';
import type { PortfolioSensitivity } from '@leasedesk/contract';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../components/list-table';
import { formatNumber, formatPercent } from '../../../lib/format';

/** One agreement's line of the table, flat so every column sorts. */
interface PortfolioLine {
  leaseAgreementId: number;
  contractorName: string;
  contractNumber: string;
  scheduleNumber: string;
  tenantRate: number;
  valueAtTenantRate: number;
  valueAtAuditorRate: number;
  valueVariance: number;
  costAtTenantRate: number;
  costAtAuditorRate: number;
  costVariance: number;
}

const summaryPath = (leaseAgreementId: number) => `/leaseAgreementSummary/${leaseAgreementId}`;

/**
 * The portfolio's sensitivity per agreement (DOMAIN §8 at the auditor's rate): the client's rate, the initial
 * value and the financial cost at both rates with their variances, and the server's totals of the money
 * columns (to the cent). A row opens the agreement's summary.
 */
export function PortfolioSensitivityTable({ answer }: { answer: PortfolioSensitivity }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lines: PortfolioLine[] = answer.details.map((row) => ({
    leaseAgreementId: row.leaseAgreementId,
    contractorName: row.contractorName,
    contractNumber: row.contractNumber,
    scheduleNumber: row.scheduleNumber,
    tenantRate: row.rate.tenantRate,
    valueAtTenantRate: row.initialValue.valueAtTenantRate,
    valueAtAuditorRate: row.initialValue.valueAtAuditorRate,
    valueVariance: row.initialValue.variance,
    costAtTenantRate: row.financialCost.financialCostAtTenantRate,
    costAtAuditorRate: row.financialCost.financialCostAtAuditorRate,
    costVariance: row.financialCost.variance,
  }));
  const { totals } = answer;
  const money = (accessor: keyof PortfolioLine, title: string, total: number): ListColumn<PortfolioLine> => ({
    accessor,
    title,
    sortable: true,
    textAlign: 'right',
    noWrap: true,
    render: (line) => formatNumber(line[accessor] as number),
    footer: formatNumber(total),
  });
  const columns: ListColumn<PortfolioLine>[] = [
    { accessor: 'contractorName', title: t('agreementChooser.contractor'), sortable: true, footer: t('table.total') },
    {
      accessor: 'contractNumber',
      title: t('agreementForm.fields.contractNumber'),
      sortable: true,
      render: (line) => (
        <Anchor component={Link} to={summaryPath(line.leaseAgreementId)} aria-label={t('reports.openAgreement', { name: `${line.contractNumber} / ${line.scheduleNumber}` })}>
          {line.contractNumber}
        </Anchor>
      ),
    },
    { accessor: 'scheduleNumber', title: t('agreementForm.fields.scheduleNumber'), sortable: true },
    { accessor: 'tenantRate', title: t('analysis.columns.clientRate'), sortable: true, textAlign: 'right', noWrap: true, render: (line) => formatPercent(line.tenantRate) },
    money('valueAtTenantRate', t('analysis.portfolio.valueAtClientRate'), totals.initialValue.valueAtTenantRate),
    money('valueAtAuditorRate', t('analysis.portfolio.valueAtAuditorRate'), totals.initialValue.valueAtAuditorRate),
    money('valueVariance', t('analysis.portfolio.valueVariance'), totals.initialValue.variance),
    money('costAtTenantRate', t('analysis.portfolio.costAtClientRate'), totals.financialCost.financialCostAtTenantRate),
    money('costAtAuditorRate', t('analysis.portfolio.costAtAuditorRate'), totals.financialCost.financialCostAtAuditorRate),
    money('costVariance', t('analysis.portfolio.costVariance'), totals.financialCost.variance),
  ];
  return (
    <ListTable<PortfolioLine>
      label={t('analysis.portfolio.tableLabel')}
      records={lines}
      columns={columns}
      idAccessor="leaseAgreementId"
      onRowClick={({ record, event }) => {
        if (event.target instanceof Element && event.target.closest('a, button')) return;
        void navigate(summaryPath(record.leaseAgreementId));
      }}
    />
  );
}
