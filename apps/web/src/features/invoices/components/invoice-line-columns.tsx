import type { InvoiceMatchRow } from '@leasedesk/contract';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { formatDate, formatNumber } from '../../../lib/format';
import { totalOf } from '../../../lib/totals';
import { IncompleteReasonsText } from './incomplete-reasons-text';
import { InvoiceNumberCell } from './invoice-number-cell';
import { formatMonth, formatRate, formatVatRateOf } from './line-format';
import { MatchCell } from './match-cell';

type MoneyField = {
  [K in keyof InvoiceMatchRow]: InvoiceMatchRow[K] extends number | null ? K : never;
}[keyof InvoiceMatchRow];

/** Money columns whose sum means something (line amounts in PLN, and the schedule's split): they get a total. */
const summedMoney = ['positionNetAmountPln', 'positionVatAmountPln', 'positionGrossAmountPln', 'interests', 'principal'] as const;
/** Money columns shown but not summed: currency amounts mix currencies, invoice amounts repeat on each line. */
const otherMoney = [
  'positionNetAmountCurrency',
  'positionVatAmountCurrency',
  'positionGrossAmountCurrency',
  'invoiceNetAmountPln',
  'invoiceGrossAmountPln',
  'invoiceNetAmountCurrency',
  'invoiceGrossAmountCurrency',
] as const;

function moneyColumn(t: TFunction, field: MoneyField, lines: readonly InvoiceMatchRow[], summed: boolean): DataTableColumn<InvoiceMatchRow> {
  return {
    accessor: field,
    title: t(`invoices.fields.${field}`),
    textAlign: 'right',
    noWrap: true,
    render: (line) => formatNumber(line[field] as number | null),
    footer: summed ? formatNumber(totalOf(lines, (line) => (line[field] as number | null) ?? 0)) : undefined,
  };
}

const text = (t: TFunction, field: keyof InvoiceMatchRow, noWrap = true): DataTableColumn<InvoiceMatchRow> => ({ accessor: field, title: t(`invoices.fields.${field}`), noWrap });

/**
 * Every column of SPEC §3's invoice line, the KSeF number, the match per line (DOMAIN §11) and its completeness;
 * a correction marked beside its number (its amounts are the change it makes, negative where it reduces); a total
 * under each money column that adds up (summed in cents over every loaded line, corrections included).
 */
export function invoiceLineColumns(t: TFunction, lines: readonly InvoiceMatchRow[]): DataTableColumn<InvoiceMatchRow>[] {
  const date = (field: 'invoiceDate' | 'paymentDate' | 'incomeDate'): DataTableColumn<InvoiceMatchRow> => ({
    accessor: field,
    title: t(`invoices.fields.${field}`),
    noWrap: true,
    render: (line) => formatDate(line[field]),
  });
  return [
    { ...text(t, 'invoiceNumber'), footer: t('table.total'), render: (line) => <InvoiceNumberCell line={line} /> },
    text(t, 'ksefNumber'),
    { ...text(t, 'sequence'), textAlign: 'right' },
    text(t, 'contractorName'),
    text(t, 'taxId'),
    text(t, 'agreementNumber'),
    text(t, 'scheduleNumber'),
    { accessor: 'match', title: t('invoices.fields.match'), noWrap: true, render: (line) => <MatchCell line={line} /> },
    // wide enough for the badge whole; the reasons wrap under it
    { accessor: 'areInvoiceDetailsComplete', title: t('invoices.fields.complete'), width: 240, render: (line) => <IncompleteReasonsText line={line} /> },
    { ...text(t, 'positionDescription', false), width: 240 },
    ...summedMoney.slice(0, 3).map((field) => moneyColumn(t, field, lines, true)),
    { accessor: 'vatRate', title: t('invoices.fields.vatRate'), textAlign: 'right', noWrap: true, render: (line) => formatVatRateOf(line) },
    text(t, 'currency'),
    { accessor: 'exchangeRate', title: t('invoices.fields.exchangeRate'), textAlign: 'right', noWrap: true, render: (line) => formatRate(line.exchangeRate) },
    ...otherMoney.map((field) => moneyColumn(t, field, lines, false)),
    date('invoiceDate'),
    date('paymentDate'),
    date('incomeDate'),
    { accessor: 'periodInvoiced', title: t('invoices.fields.periodInvoiced'), noWrap: true, render: (line) => formatMonth(line.periodInvoiced) },
    ...summedMoney.slice(3).map((field) => moneyColumn(t, field, lines, true)),
    text(t, 'factoringContractNumber'),
  ];
}
