import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import type { ExternalFiguresImportedAgreement } from '@leasedesk/contract';

/** The agreements whose schedule or calculation a file holds, with the file's rows of each; the rows added up below. */
export function FiguresPreviewTable({ agreements }: { agreements: readonly ExternalFiguresImportedAgreement[] }) {
  const { t } = useTranslation();
  const rows = agreements.reduce((sum, agreement) => sum + agreement.rows, 0);
  const withTotal = agreements.length > 0;
  return (
    <ListTable<ExternalFiguresImportedAgreement>
      label={t('imports.preview.figuresTable')}
      records={[...agreements]}
      idAccessor="leaseAgreementId"
      columns={[
        { accessor: 'contractNumber', title: t('imports.preview.contractNumber'), sortable: true, footer: withTotal ? t('table.total') : null },
        { accessor: 'scheduleNumber', title: t('imports.preview.scheduleNumber'), sortable: true },
        { accessor: 'rows', title: t('imports.preview.fileRows'), sortable: true, textAlign: 'right', footer: withTotal ? String(rows) : null },
      ]}
    />
  );
}
