import { Alert, Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listFailure } from '../../../components/list-error';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { RecordHistory } from '../../audit/components/record-history';
import { RecordTabs } from '../../audit/components/record-tabs';
import { getInvoiceSummaries } from '../api/get-invoice-summaries';
import { correctInvoicePath } from '../api/invoice-paths';
import { InvoiceSummariesTable } from '../components/invoice-summaries-table';

/**
 * /invoiceErrors/:reportName (SPEC §2): the report's unsent invoices, incomplete first; a row opens its correction.
 * The report's History tab (issue 17) lists its import, corrections and sends.
 */
export function InvoiceErrorsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const reportName = useParams().reportName ?? '';
  const summaries = useQuery({
    queryKey: ['invoice-summaries', reportName],
    queryFn: ({ signal }) => getInvoiceSummaries(reportName, signal),
  });
  const notFound = summaries.error instanceof ApiError && summaries.error.status === 404;
  const standard = session?.tenantStandard ?? session?.accountingStandard ?? 'CSI';

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
      {notFound ? (
        <Alert color="yellow" role="alert">
          {t('invoices.merge.reportNotFound', { name: reportName })}
        </Alert>
      ) : (
        <RecordTabs key={reportName} history={<RecordHistory resource="invoicereports" recordKey={reportName} standard={standard} />}>
          <InvoiceSummariesTable
            reportName={reportName}
            summaries={summaries.data}
            fetching={summaries.isFetching}
            failure={listFailure(summaries)}
            onOpen={(summary) => void navigate(correctInvoicePath(reportName, summary.invoiceNumber))}
          />
        </RecordTabs>
      )}
    </>
  );
}
