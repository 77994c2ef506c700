import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listFailure } from '../../../components/list-error';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { correctInvoicePath } from '../api/invoice-paths';
import { invoiceSummariesQuery } from '../api/queries';
import { ExportDownloads } from '../components/export-downloads';
import { InvoiceSummariesTable } from '../components/invoice-summaries-table';
import { sentExportOf } from '../components/sent-export-state';

interface InvoiceErrorsPageProps {
  /** Puts the report's invoices beside its History tab: its import, corrections and sends; app/ composes it from the audit feature. */
  withHistory?: (details: ReactNode, reportName: string) => ReactNode;
}

/**
 * /invoiceErrors/:reportName (SPEC §2): the report's unsent invoices, incomplete first; a row opens its correction.
 * Reached after a send from /correctInvoice, it offers that send's files.
 */
export function InvoiceErrorsPage({ withHistory }: InvoiceErrorsPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reportName = useParams().reportName ?? '';
  const location = useLocation();
  // An invoice just sent from its correction: its files are offered here, for this visit only (the entry's state
  // is dropped, so a reload or a return does not offer a token that has expired by then).
  const [sent] = useState(() => ({ reportName, sentExport: sentExportOf(location.state) }));
  const sentExport = sent.reportName === reportName ? sent.sentExport : null;
  useEffect(() => {
    if (sentExportOf(location.state)) void navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);
  const summaries = useQuery(invoiceSummariesQuery(reportName));
  const notFound = summaries.error instanceof ApiError && summaries.error.status === 404;
  const invoices = (
    <InvoiceSummariesTable
      reportName={reportName}
      summaries={summaries.data}
      fetching={summaries.isFetching}
      failure={listFailure(summaries)}
      onOpen={(summary) => void navigate(correctInvoicePath(reportName, summary.invoiceNumber))}
    />
  );

  return (
    <>
      <PageTitle
        title={t('invoices.errors.title', { name: reportName })}
        actions={
          <Button component={Link} to="/invoiceMerge" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('invoices.errors.backToMerge')}
          </Button>
        }
      />
      {sentExport ? (
        <Box mb="md">
          <ExportDownloads sent={sentExport} />
        </Box>
      ) : null}
      {notFound ? (
        <Alert color="yellow" role="alert">
          {t('invoices.merge.reportNotFound', { name: reportName })}
        </Alert>
      ) : (
        (withHistory?.(invoices, reportName) ?? invoices)
      )}
    </>
  );
}
