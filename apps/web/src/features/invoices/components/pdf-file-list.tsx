import { Box, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { pdfMaxMegabytes } from './pdf-file-checks';
import { PdfFileStatusBadge } from './pdf-file-status-badge';
import type { PdfFileEntry, PdfFileFailure } from './use-pdf-import-queue';

/** A failure in the screen's language: the server's messages joined one per line (SPEC §8), or the screen's own. */
export function pdfFailureText(t: TFunction, failure: PdfFileFailure): string {
  if ('messages' in failure) return failure.messages.join('\n');
  switch (failure.problem) {
    case 'notPdf':
      return t('invoices.pdf.notPdf');
    case 'tooLarge':
      return t('invoices.pdf.tooLarge', { maximum: pdfMaxMegabytes });
    case 'empty':
      return t('invoices.pdf.empty');
    case 'failed':
      return t('invoices.pdf.failed');
  }
}

/** The size a person reads: kilobytes under a megabyte, megabytes with one decimal above. */
function sizeText(t: TFunction, bytes: number): string {
  if (bytes < 1024 * 1024) return t('invoices.pdf.kilobytes', { size: formatNumber(Math.max(1, Math.round(bytes / 1024)), 0) });
  return t('invoices.pdf.megabytes', { size: formatNumber(bytes / 1024 / 1024, 1) });
}

/** The chosen PDFs, each with its status and, under it, what was read from it or why it was refused. */
export function PdfFileList({ entries }: { entries: readonly PdfFileEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <Stack component="ul" gap={6} aria-label={t('invoices.pdf.list')} m={0} p={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <Box component="li" key={entry.key} data-status={entry.status} py={6} px="sm" bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap={6} wrap="nowrap" miw={0}>
              <IconFileTypePdf size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" fw={500} truncate="end" title={entry.file.name}>
                {entry.file.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {sizeText(t, entry.file.size)}
              </Text>
            </Group>
            <PdfFileStatusBadge status={entry.status} />
          </Group>
          {entry.status === 'success' && entry.result ? (
            <Text size="sm" c={entry.result.incompleteLines > 0 ? 'orange.9' : 'teal.9'} mt={2}>
              {t('invoices.pdf.readLines', { lines: entry.result.lines, incomplete: entry.result.incompleteLines })}
            </Text>
          ) : null}
          {entry.status === 'error' && entry.failure ? (
            <Text size="sm" c="red.8" mt={2} style={{ whiteSpace: 'pre-line' }}>
              {pdfFailureText(t, entry.failure)}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
