import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PdfFileStatus } from './use-pdf-import-queue';

const colors: Record<PdfFileStatus, string> = { waiting: 'gray', pending: 'blue', success: 'teal', error: 'red' };

/** A chosen PDF's status (SPEC §4), with a loader while the server reads it. */
export function PdfFileStatusBadge({ status }: { status: PdfFileStatus }) {
  const { t } = useTranslation();
  const label = {
    waiting: t('invoices.pdf.status.waiting'),
    pending: t('invoices.pdf.status.pending'),
    success: t('invoices.pdf.status.success'),
    error: t('invoices.pdf.status.error'),
  }[status];
  return (
    <Badge color={colors[status]} variant="light" leftSection={status === 'pending' ? <Loader size={10} color="blue" aria-hidden /> : undefined} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
