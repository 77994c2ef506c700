import { useState } from 'react';
import { Alert, Text } from '@mantine/core';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExcelDownloadButton } from '../../../components/excel-download-button';
import { PageTitle } from '../../../components/page-title';
import { ReportProgress } from '../../../components/report-progress';
import { useReportRun } from '../../../components/use-report-run';
import { EnvelopeError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/field-errors';
import { formatPercent } from '../../../lib/format';
import { portfolioExcelUrl } from '../api/portfolio-excel-url';
import { runPortfolioSensitivity } from '../api/run-portfolio-sensitivity';
import { parsePercentRate } from '../components/auditor-rate';
import { PortfolioFilterForm, portfolioFilterFields, type PortfolioFilterValues } from '../components/portfolio-filter-form';
import { PortfolioSensitivityTable } from '../components/portfolio-sensitivity-table';

/**
 * /sensitivity (IFRS16): the discount-rate sensitivity of every live agreement at the auditor's rate (or of
 * the chosen contractors' agreements), with totals and an Excel file: the auditor tests the incremental
 * borrowing rate across the whole book, not one lease at a time.
 */
export function PortfolioSensitivityPage() {
  const { t } = useTranslation();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const portfolio = useReportRun(runPortfolioSensitivity);

  const run = (values: PortfolioFilterValues, setError: UseFormSetError<PortfolioFilterValues>) => {
    const parsed = parsePercentRate(values.auditorRate);
    if ('error' in parsed) return;
    setFormErrors([]);
    const contractorIds = values.contractorIds.map(Number);
    portfolio.mutation.mutate(
      { contractorIds: contractorIds.length > 0 ? contractorIds : null, auditorRate: parsed.rate },
      {
        onError: (error) => {
          // an unexpected answer has had its toast from the API client; a refusal is shown at the form, every error at once
          const rest = error instanceof EnvelopeError ? applyFieldErrors(error.errors, portfolioFilterFields, setError) : [];
          setFormErrors(error instanceof EnvelopeError ? rest.map((entry) => entry.message) : [t('reports.failed')]);
        },
      },
    );
  };

  const last = portfolio.last;
  return (
    <>
      <PageTitle
        title={t('analysis.portfolio.title')}
        actions={<ExcelDownloadButton label={t('reports.downloadExcel')} freshUrl={portfolio.excelUrl(portfolioExcelUrl)} fallbackName="sensitivity.xlsx" />}
      />
      <PortfolioFilterForm running={portfolio.mutation.isPending} formErrors={formErrors} onRun={run} />
      {portfolio.mutation.isPending ? <ReportProgress /> : null}
      {last === null ? (
        portfolio.mutation.isPending ? null : (
          <Alert color="blue" variant="light">
            {t('analysis.portfolio.notRun')}
          </Alert>
        )
      ) : last.answer.details.length === 0 ? (
        <Alert color="yellow" role="status">
          {t('analysis.portfolio.noAgreements')}
        </Alert>
      ) : (
        <>
          <Text size="sm" mb="xs">
            {t('analysis.portfolio.atRate', { rate: formatPercent(last.answer.auditorRate) })}
          </Text>
          <PortfolioSensitivityTable answer={last.answer} />
        </>
      )}
    </>
  );
}
