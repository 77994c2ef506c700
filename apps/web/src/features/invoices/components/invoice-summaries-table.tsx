import { Badge } from '@mantine/core';
import type { InvoiceSummary } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../components/list-table';
import type { ListFailure } from '../../../components/list-error';
import { InvoiceNumberCell } from './invoice-number-cell';

interface InvoiceSummariesTableProps {
  reportName: string;
  summaries: InvoiceSummary[] | undefined;
  fetching: boolean;
  failure: ListFailure | null;
  onOpen: (summary: InvoiceSummary) => void;
}

/**
 * The report's invoices with their KSeF number, a correction marked beside its number, and a complete yes/no
 * badge, as the server orders them (incomplete first).
 * A row opens the invoice's correction on a click, or on Enter or Space once focused (rows take the Tab key).
 */
export function InvoiceSummariesTable({ reportName, summaries, fetching, failure, onOpen }: InvoiceSummariesTableProps) {
  const { t } = useTranslation();
  const columns: ListColumn<InvoiceSummary>[] = [
    { accessor: 'invoiceNumber', title: t('invoices.fields.invoiceNumber'), sortable: true, render: (summary) => <InvoiceNumberCell line={summary} /> },
    { accessor: 'ksefNumber', title: t('invoices.fields.ksefNumber'), sortable: true, noWrap: true },
    { accessor: 'contractorName', title: t('invoices.fields.contractorName'), sortable: true },
    {
      accessor: 'areInvoiceDetailsComplete',
      title: t('invoices.fields.complete'),
      render: (summary) =>
        summary.areInvoiceDetailsComplete ? (
          <Badge color="teal" variant="light">
            {t('invoices.errors.yes')}
          </Badge>
        ) : (
          <Badge color="red" variant="light">
            {t('invoices.errors.no')}
          </Badge>
        ),
    },
  ];
  return (
    <ListTable<InvoiceSummary>
      label={t('invoices.errors.table', { name: reportName })}
      records={summaries}
      columns={columns}
      fetching={fetching}
      failure={failure}
      idAccessor="invoiceNumber"
      onRowClick={({ record }) => onOpen(record)}
      rowStyle={() => ({ cursor: 'pointer' })}
      customRowAttributes={(summary) => ({
        tabIndex: 0,
        'aria-label': t('invoices.errors.open', { number: summary.invoiceNumber }),
        onKeyDown: (event: React.KeyboardEvent<HTMLTableRowElement>) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          onOpen(summary);
        },
      })}
    />
  );
}
