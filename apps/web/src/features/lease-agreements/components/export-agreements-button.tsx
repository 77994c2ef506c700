import { Button } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-file';
import { exportAgreementsCsv, type ExportedFile } from '../api/export-agreements-csv';

/**
 * Downloads the listed agreements as the agreements CSV (FORMATS §4), ready to import elsewhere: the chosen
 * contractor's, or every contractor's when the list shows them all (`contractorId` null).
 */
export function ExportAgreementsButton({ contractorId }: { contractorId: number | null }) {
  const { t } = useTranslation();
  const exporting = useMutation({
    mutationFn: () => exportAgreementsCsv(contractorId === null ? null : [contractorId]),
    onSuccess: ({ blob, fileName }: ExportedFile) => saveBlob(blob, fileName),
    onError: (error) => {
      // a refused session has signed out already
      if (error instanceof ApiError && error.status === 401) return;
      const reference = error instanceof ApiError ? error.correlationId : null;
      notifyError(t('errors.title'), [t('errors.downloadFailed'), reference ? t('errors.reference', { reference }) : '']);
    },
  });
  return (
    <Button variant="default" leftSection={<IconFileTypeCsv size={16} aria-hidden />} loading={exporting.isPending} onClick={() => exporting.mutate()}>
      {t('agreementList.exportCsv')}
    </Button>
  );
}
