import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { agreementCount, fileRowCount, type ImportAnswer } from './import-preview';
import { AgreementsPreviewTable } from './agreements-preview-table';
import { FiguresPreviewTable } from './figures-preview-table';

/** A dry run's answer: what the file would store, in words and as a table. */
export function ImportPreviewView({ preview }: { preview: ImportAnswer }) {
  const { t } = useTranslation();
  const values = { count: agreementCount(preview), rows: fileRowCount(preview) };
  return (
    <>
      <Alert color="blue" title={t('imports.preview.title')}>
        <Text size="sm">{preview.kind === 'agreements' ? t('imports.preview.agreements', values) : t('imports.preview.figures', values)}</Text>
      </Alert>
      {preview.kind === 'agreements' ? (
        <AgreementsPreviewTable agreements={preview.result.agreements} />
      ) : (
        <FiguresPreviewTable agreements={preview.result.agreements} />
      )}
    </>
  );
}
