import { Button, FileInput, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconScan } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { invoiceErrorsPath } from '../api/invoice-paths';
import { PdfFileList } from './pdf-file-list';
import type { PdfImportQueue } from './use-pdf-import-queue';

interface PdfImportPanelProps {
  queue: PdfImportQueue;
  /** A report name is typed: the picker opens only then (SPEC §5). */
  named: boolean;
  onScan: () => void;
}

/**
 * The PDF part of the upload (SPEC §2, §4): several PDFs at once, each listed with its status; the scan sends
 * them one after another, locking the choice meanwhile and saying which file is being read. Once every file
 * is processed and one was read, a button opens the report's invoices to correct.
 */
export function PdfImportPanel({ queue, named, onScan }: PdfImportPanelProps) {
  const { t } = useTranslation();
  const { entries, running, processed, succeeded, sentUnder } = queue;
  const sent = entries.filter((entry) => !entry.refusedInBrowser);
  const done = sent.filter((entry) => entry.status === 'success' || entry.status === 'error').length;
  const reading = sent.find((entry) => entry.status === 'pending');
  const waiting = entries.some((entry) => entry.status === 'waiting');

  return (
    <Stack gap="sm">
      <FileInput
        label={t('invoices.pdf.files')}
        description={t('invoices.pdf.filesHint')}
        placeholder={t('invoices.upload.chooseFiles')}
        accept="application/pdf,.pdf"
        multiple
        disabled={!named || running}
        value={entries.map((entry) => entry.file)}
        onChange={queue.choose}
        clearable={!running}
        clearButtonProps={{ 'aria-label': t('common.clearField', { field: t('invoices.pdf.files') }) }}
      />
      <PdfFileList entries={entries} />
      <Group>
        <Button leftSection={<IconScan size={16} aria-hidden />} disabled={!named || !waiting} loading={running} onClick={onScan}>
          {t('invoices.pdf.scan')}
        </Button>
        {processed && succeeded > 0 && sentUnder !== null ? (
          <Button component={Link} to={invoiceErrorsPath(sentUnder)} variant="light" rightSection={<IconArrowRight size={16} aria-hidden />}>
            {t('invoices.pdf.goToErrors')}
          </Button>
        ) : null}
      </Group>
      <Stack gap={4} role="status" aria-live="polite">
        {running ? (
          <>
            <Group gap="xs" wrap="nowrap">
              <Loader size="sm" />
              <Text size="sm">{t('invoices.pdf.progress', { current: done + 1, total: sent.length, file: reading?.file.name ?? '' })}</Text>
            </Group>
            <Progress value={sent.length === 0 ? 0 : (done / sent.length) * 100} aria-label={t('invoices.pdf.progressLabel')} animated />
          </>
        ) : processed && sentUnder !== null ? (
          <Text size="sm">{t('invoices.pdf.processed', { read: succeeded, refused: entries.length - succeeded })}</Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
