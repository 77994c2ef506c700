import { useState, type ReactNode } from 'react';
import { Alert, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExcelDownloadButton } from '../../../components/excel-download-button';
import { PageTitle } from '../../../components/page-title';
import type { ReportReference } from '../../../components/report-download';
import { ReportProgress } from '../../../components/report-progress';
import { useReportRun } from '../../../components/use-report-run';
import { EnvelopeError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/field-errors';
import { tenantStandardOf, useSession } from '../../../lib/session-store';
import { ReportFilterDrawer } from './report-filter-drawer';
import { ReportFilterForm } from './report-filter-form';
import { reportFilterFields, type ReportFilterValues } from './report-filter-values';

interface ReportScreenProps<Request, Answer extends ReportReference> {
  title: string;
  /** The settlements report's period fields. */
  withPeriod: boolean;
  requestOf: (values: ReportFilterValues) => Request;
  run: (request: Request) => Promise<Answer>;
  excelUrlOf: (reference: ReportReference) => string;
  /** The file name if the server gives none. */
  excelName: string;
  /** The answer as the screen shows it (its table, or what says it is empty). */
  children: (answer: Answer) => ReactNode;
}

/**
 * A report screen (/report, /settlementsReport): the filter in a side drawer, open at the first visit;
 * a run closes it and shows a progress indicator until the answer arrives; the answer's rows and its
 * Excel file. A run the server refuses keeps the drawer open with the messages under their fields.
 */
export function ReportScreen<Request, Answer extends ReportReference>(props: ReportScreenProps<Request, Answer>) {
  const { title, withPeriod, requestOf, run, excelUrlOf, excelName, children } = props;
  const { t } = useTranslation();
  const session = useSession();
  const [opened, drawer] = useDisclosure(true);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const report = useReportRun(run);

  const onRun = (values: ReportFilterValues, setError: UseFormSetError<ReportFilterValues>) => {
    setFormErrors([]);
    report.mutation.mutate(requestOf(values), {
      onSuccess: drawer.close,
      onError: (error) => {
        // the API client has already shown a toast for an unexpected answer; a refusal is shown here
        const rest = error instanceof EnvelopeError ? applyFieldErrors(error.errors, reportFilterFields, setError) : [];
        setFormErrors(error instanceof EnvelopeError ? rest.map((entry) => entry.message) : [t('reports.failed')]);
      },
    });
  };

  let content: ReactNode;
  if (report.last) content = children(report.last.answer);
  else if (!report.mutation.isPending)
    content = (
      <Alert color="blue" variant="light">
        {t('reports.notRun')}
      </Alert>
    );

  return (
    <>
      <PageTitle
        title={title}
        actions={
          <>
            <Button variant="default" leftSection={<IconFilter size={16} aria-hidden />} onClick={drawer.open}>
              {t('reports.filter')}
            </Button>
            <ExcelDownloadButton label={t('reports.downloadExcel')} freshUrl={report.excelUrl(excelUrlOf)} fallbackName={excelName} />
          </>
        }
      />
      <ReportFilterDrawer opened={opened} onClose={drawer.close}>
        <ReportFilterForm
          withPeriod={withPeriod}
          lessor={(session ? tenantStandardOf(session) : 'CSI') === 'CSI'}
          running={report.mutation.isPending}
          formErrors={formErrors}
          onRun={onRun}
        />
      </ReportFilterDrawer>
      {report.mutation.isPending ? <ReportProgress /> : null}
      {content}
    </>
  );
}
