import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { formatNumber, formatPercent } from '../../../lib/format';
import { totalOf } from '../../../lib/totals';
import type { ImportedAgreement } from '@leasedesk/contract';

/**
 * The agreements of a file as the server calculated them (dry run or stored): row, contractor, numbers, the
 * initial value (L0 or N) and the rate; sortable by row; the initial values added up, to the cent, below.
 */
export function AgreementsPreviewTable({ agreements }: { agreements: readonly ImportedAgreement[] }) {
  const { t } = useTranslation();
  const total = agreements.length > 0 ? formatNumber(totalOf(agreements, (agreement) => agreement.initialValue)) : null;
  return (
    <ListTable<ImportedAgreement>
      label={t('imports.preview.agreementsTable')}
      records={[...agreements]}
      idAccessor="row"
      initialSort={{ field: 'row', direction: 'asc' }}
      columns={[
        { accessor: 'row', title: t('imports.preview.row'), sortable: true, textAlign: 'right', width: 90, footer: total === null ? null : t('table.total') },
        { accessor: 'contractorName', title: t('imports.preview.contractor') },
        { accessor: 'contractNumber', title: t('imports.preview.contractNumber') },
        { accessor: 'scheduleNumber', title: t('imports.preview.scheduleNumber') },
        {
          accessor: 'initialValue',
          title: t('imports.preview.initialValue'),
          textAlign: 'right',
          render: (agreement) => formatNumber(agreement.initialValue),
          footer: total,
        },
        { accessor: 'rate', title: t('imports.preview.rate'), textAlign: 'right', render: (agreement) => formatPercent(agreement.rate) },
        { accessor: 'scheduleRows', title: t('imports.preview.scheduleRows'), textAlign: 'right' },
      ]}
    />
  );
}
