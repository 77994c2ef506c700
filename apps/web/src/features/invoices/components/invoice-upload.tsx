import { useId, useState } from 'react';
import { Button, FileInput, Group, Loader, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { invoiceReportNameLimit, type InvoiceImportResult } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { downloadInvoiceCsvTemplate } from '../api/download-csv-template';
import { problemsByFile } from './file-problems';
import { FileProblemsList } from './file-problems-list';
import { errorPlace, ImportErrorList } from './import-error-list';
import { PdfImportPanel } from './pdf-import-panel';
import { useInvoiceImport } from './use-invoice-import';
import { usePdfImportQueue } from './use-pdf-import-queue';

type Source = 'csv' | 'ksef' | 'pdf';

const sourceOf = (value: string): Source => (value === 'ksef' || value === 'pdf' ? value : 'csv');

/**
 * The upload of /invoiceMerge (SPEC §2, §4, §5): a report name, then one invoice report CSV, several KSeF
 * files (XML or ZIP) or several PDFs to read (OCR), disabled until a name is typed. A refused CSV or KSeF
 * import lists every error under the upload, with its row and column or its file; nothing is stored then.
 * When only some KSeF files were refused, the same files can be sent again importing the readable ones
 * (FORMATS §3); the files it skipped stay listed with their reasons. PDFs are sent one by one, each with its
 * own status and errors.
 */
export function InvoiceUpload({ onImported }: { onImported: (result: InvoiceImportResult) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [source, setSource] = useState<Source>('csv');
  const [files, setFiles] = useState<File[]>([]);
  const upload = useInvoiceImport(onImported);
  const pdfQueue = usePdfImportQueue();
  // A failure has had its toast from the API client.
  const template = useMutation({ mutationFn: downloadInvoiceCsvTemplate });
  const sourceLabel = useId();
  const narrow = useMediaQuery('(max-width: 30em)');
  const named = name.trim().length > 0;

  const nameErrors = upload.errors.filter((error) => error.propertyName.toLowerCase() === 'name');
  const refusal = problemsByFile(upload.errors.filter((error) => error.propertyName.toLowerCase() !== 'name'));
  const skippedByFile = problemsByFile(upload.skipped);
  // the server names a file for each skipped one; anything else is still listed, under where it points
  const skipped = [...skippedByFile.files, ...skippedByFile.others.map((error) => ({ file: errorPlace(t, error.propertyName), messages: [error.message] }))];

  const start = () => {
    if (source === 'pdf') return;
    upload.run({ name: name.trim(), source, files }, () => setFiles([]));
  };

  const scanPdfs = async () => {
    const summary = await pdfQueue.run(name.trim());
    if (!summary) return;
    notifySuccess(t('common.success'), t('invoices.pdf.imported', { name: summary.name, files: summary.files, lines: summary.lines, incomplete: summary.incompleteLines }));
    onImported(summary);
  };

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label={t('invoices.upload.title')}>
      <Stack gap="sm">
        <Text fw={600}>{t('invoices.upload.title')}</Text>
        <TextInput
          label={t('invoices.upload.reportName')}
          description={t('invoices.upload.reportNameHint')}
          required
          maxLength={invoiceReportNameLimit}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          // the PDFs of a run all go to the report of the name they started under
          disabled={pdfQueue.running}
          error={nameErrors.map((error) => error.message).join('\n') || undefined}
          autoComplete="off"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={sourceLabel}>
            {t('invoices.upload.source')}
          </Text>
          <SegmentedControl
            aria-labelledby={sourceLabel}
            value={source}
            onChange={(value) => {
              setSource(sourceOf(value));
              setFiles([]);
              upload.clear();
              pdfQueue.choose([]);
            }}
            disabled={!named || pdfQueue.running}
            data={[
              { value: 'csv', label: t('invoices.upload.csv') },
              { value: 'ksef', label: t('invoices.upload.ksef') },
              { value: 'pdf', label: t('invoices.upload.pdf') },
            ]}
            orientation={narrow ? 'vertical' : 'horizontal'}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        {source === 'csv' ? (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={template.isPending}
            onClick={() => template.mutate()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('invoices.upload.template')}
          </Button>
        ) : null}
        {source === 'pdf' ? (
          <PdfImportPanel queue={pdfQueue} named={named} onScan={() => void scanPdfs()} />
        ) : source === 'csv' ? (
          <FileInput
            key="csv"
            label={t('invoices.upload.csvFile')}
            placeholder={t('invoices.upload.chooseFile')}
            accept=".csv,text/csv"
            disabled={!named}
            value={files[0] ?? null}
            onChange={(file) => setFiles(file ? [file] : [])}
            clearable
            clearButtonProps={{ 'aria-label': t('common.clearField', { field: t('invoices.upload.csvFile') }) }}
          />
        ) : (
          <FileInput
            key="ksef"
            label={t('invoices.upload.ksefFiles')}
            placeholder={t('invoices.upload.chooseFiles')}
            accept=".xml,.zip,application/xml,text/xml,application/zip"
            multiple
            disabled={!named}
            value={files}
            onChange={setFiles}
            clearable
            clearButtonProps={{ 'aria-label': t('common.clearField', { field: t('invoices.upload.ksefFiles') }) }}
          />
        )}
        {source === 'pdf' ? null : (
          <>
            <Group>
              <Button leftSection={<IconUpload size={16} aria-hidden />} disabled={!named || files.length === 0} loading={upload.importing} onClick={start}>
                {t('invoices.upload.import')}
              </Button>
              {upload.importing ? (
                <Group gap="xs" role="status" aria-live="polite">
                  <Loader size="sm" />
                  <Text size="sm">{t('invoices.upload.importing')}</Text>
                </Group>
              ) : null}
            </Group>
            <FileProblemsList
              color="red"
              title={t('invoices.upload.filesRefused', { number: refusal.files.length })}
              label={t('invoices.upload.refusedFiles')}
              files={refusal.files}
            >
              {upload.skippable ? (
                <Button mt="sm" size="xs" color="red" variant="white" leftSection={<IconFileImport size={16} aria-hidden />} disabled={upload.importing} onClick={upload.skipUnreadable}>
                  {t('invoices.upload.skipUnreadable')}
                </Button>
              ) : null}
            </FileProblemsList>
            <ImportErrorList errors={refusal.others} />
            <FileProblemsList
              color="yellow"
              title={t('invoices.upload.skippedTitle', { number: skipped.length })}
              label={t('invoices.upload.skippedFiles')}
              files={skipped}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
