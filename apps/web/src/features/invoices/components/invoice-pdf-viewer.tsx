import { useState } from 'react';
import { Alert, Anchor, Box, Button, Group, Loader, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { pdfDocumentQuery } from '../api/queries';
import { useObjectUrl } from './use-object-url';

interface InvoicePdfViewerProps {
  reportName: string;
  invoiceNumber: string;
  /** The PDFs the invoice's lines were read from; at least one. */
  documentIds: readonly number[];
  /** The frame's height: beside the grid it matches the grid's, below it most of the window. */
  height: number | string;
}

/**
 * The PDF an invoice was read from, beside its correction grid: fetched with the session (the
 * document is no public file) and shown from an object URL. A loader while it comes, an error with Retry
 * when it does not, and a choice of the document when the lines come from several.
 */
export function InvoicePdfViewer({ reportName, invoiceNumber, documentIds, height }: InvoicePdfViewerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = chosen !== null && documentIds.includes(chosen) ? chosen : (documentIds[0] ?? 0);
  const pdf = useQuery(pdfDocumentQuery(reportName, shown));
  const url = useObjectUrl(pdf.data);
  const notFound = pdf.error instanceof ApiError && pdf.error.status === 404;

  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={t('invoices.pdfView.title')}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{t('invoices.pdfView.title')}</Text>
          {url ? (
            <Anchor href={url} target="_blank" rel="noopener" size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                {t('invoices.pdfView.open')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ) : null}
        </Group>
        {documentIds.length > 1 ? (
          <NativeSelect
            label={t('invoices.pdfView.choose')}
            value={String(shown)}
            onChange={(event) => setChosen(Number(event.currentTarget.value))}
            data={documentIds.map((id, index) => ({ value: String(id), label: t('invoices.pdfView.document', { number: index + 1, total: documentIds.length }) }))}
          />
        ) : null}
        {notFound ? (
          <Alert color="yellow" role="alert">
            {t('invoices.pdfView.notFound')}
          </Alert>
        ) : pdf.isError ? (
          <Alert color="red" role="alert" title={t('invoices.pdfView.failed')}>
            <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} aria-hidden />} loading={pdf.isFetching} onClick={() => void pdf.refetch()}>
              {t('table.retry')}
            </Button>
          </Alert>
        ) : url ? (
          <Box component="iframe" src={url} title={t('invoices.pdfView.frame', { number: invoiceNumber })} w="100%" h={height} style={{ border: 0, display: 'block' }} />
        ) : (
          <Group gap="xs" role="status" mih={120}>
            <Loader size="sm" />
            <Text size="sm">{t('invoices.pdfView.loading')}</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
