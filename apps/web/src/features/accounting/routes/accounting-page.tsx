import { useState } from 'react';
import { Alert } from '@mantine/core';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExcelDownloadButton } from '../../../components/excel-download-button';
import { PageTitle } from '../../../components/page-title';
import { ReportProgress } from '../../../components/report-progress';
import { useReportRun } from '../../../components/use-report-run';
import { EnvelopeError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/field-errors';
import { entriesExcelUrl } from '../api/accounting-excel-urls';
import { runAccountingEntries } from '../api/run-accounting-entries';
import { AccountingEntriesTable } from '../components/accounting-entries-table';
import { AccountingFilterForm } from '../components/accounting-filter-form';
import { accountingFilterFields, accountingRequestOf, type AccountingFilterValues } from '../components/accounting-filter-values';
import { DisclosurePanel } from '../components/disclosure-panel';

/**
 * /accounting (IFRS16): the accounting entries of a period for the chosen contractors' agreements
 * (DOMAIN §7), their Excel file, and below them the period's IFRS 16 disclosures (DOMAIN §13).
 */
export function AccountingPage() {
  const { t } = useTranslation();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const entries = useReportRun(runAccountingEntries);

  const search = (values: AccountingFilterValues, setError: UseFormSetError<AccountingFilterValues>) => {
    setFormErrors([]);
    entries.mutation.mutate(accountingRequestOf(values), {
      onError: (error) => {
        // an unexpected answer has had its toast from the API client; a refusal is shown at the form
        const rest = error instanceof EnvelopeError ? applyFieldErrors(error.errors, accountingFilterFields, setError) : [];
        setFormErrors(error instanceof EnvelopeError ? rest.map((entry) => entry.message) : [t('reports.failed')]);
      },
    });
  };

  const last = entries.last;
  return (
    <>
      <PageTitle
        title={t('accountingPage.title')}
        actions={<ExcelDownloadButton label={t('reports.downloadExcel')} freshUrl={entries.excelUrl(entriesExcelUrl)} fallbackName="accounting-entries.xlsx" />}
      />
      <AccountingFilterForm running={entries.mutation.isPending} formErrors={formErrors} onSearch={search} />
      {entries.mutation.isPending ? <ReportProgress /> : null}
      {last === null ? (
        entries.mutation.isPending ? null : (
          <Alert color="blue" variant="light">
            {t('accountingPage.notRun')}
          </Alert>
        )
      ) : (
        <>
          {last.answer.details.length === 0 ? (
            <Alert color="yellow" role="status">
              {t('accountingPage.noEntries')}
            </Alert>
          ) : (
            <AccountingEntriesTable entries={last.answer.details} />
          )}
          <DisclosurePanel request={last.request} />
        </>
      )}
    </>
  );
}
