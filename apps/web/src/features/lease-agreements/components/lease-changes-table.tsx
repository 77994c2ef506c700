import type { LeaseChangeDto } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../components/list-table';
import type { ListFailure } from '../../../components/list-error';
import { formatDate, formatDateTime, formatNumber, formatPercent } from '../../../lib/format';
import { changeKindFields, chosenKind, type ChangeField } from './change-kinds';
import { changeAmounts } from './change-figures';

interface LeaseChangesTableProps {
  changes: LeaseChangeDto[] | undefined;
  fetching: boolean;
  failure: ListFailure | null;
}

/**
 * The agreement's versions after the one signed (DOMAIN §14), newest first: the kind, the effective date and the row
 * it starts at, the terms it gave, its figures (B_E, R_E, the decreases in scope, the gain or loss, L_E, ΔL, R_after,
 * any further gain) and who made it when.
 */
export function LeaseChangesTable({ changes, fetching, failure }: LeaseChangesTableProps) {
  const { t } = useTranslation();
  const money = (key: (typeof changeAmounts)[number]): ListColumn<LeaseChangeDto> => ({
    accessor: key,
    title: t(`leaseChanges.columns.${key}`),
    textAlign: 'right',
    render: (change) => formatNumber(change[key]),
  });
  /** The terms a change gave, as the form took them; what it did not give was kept. */
  const given = (change: LeaseChangeDto): string => {
    const kind = chosenKind(String(change.changeKind));
    const fields: readonly ChangeField[] = kind === null ? [] : changeKindFields[kind];
    return fields
      .flatMap((field) => {
        const value = change[field];
        if (value === null) return [];
        return [`${t(`leaseChanges.fields.${field}`).replace(/\s*\(%\)$/, '')}: ${givenValue(field, value)}`];
      })
      .join('; ');
  };
  const givenValue = (field: ChangeField, value: number): string => {
    switch (field) {
      case 'termInMonths':
        return String(value);
      case 'rentPaymentAmount':
      case 'residualValue':
        return formatNumber(value);
      case 'indexationRate':
        return formatPercent(value / 100, 2);
      case 'incrementalBorrowingRate':
      case 'remainingScope':
        return formatPercent(value, 2);
      case 'residualValueSettlement':
        return t(`agreementForm.residualValueSettlement.${value + 1}`);
    }
  };
  const columns: ListColumn<LeaseChangeDto>[] = [
    { accessor: 'version', title: t('leaseChanges.columns.version'), textAlign: 'right', width: 80 },
    { accessor: 'changeKind', title: t('leaseChanges.columns.changeKind'), render: (change) => t(`leaseChanges.kinds.${change.changeKind}`) },
    { accessor: 'effectiveDate', title: t('leaseChanges.columns.effectiveDate'), render: (change) => formatDate(change.effectiveDate) },
    { accessor: 'rowNumber', title: t('leaseChanges.columns.rowNumber'), textAlign: 'right' },
    { accessor: 'terms', title: t('leaseChanges.columns.terms'), render: given },
    ...changeAmounts.map(money),
    {
      accessor: 'createdBy',
      title: t('leaseChanges.columns.createdBy'),
      render: (change) => [change.createdBy, formatDateTime(change.createDate)].filter(Boolean).join(', '),
    },
  ];
  return (
    <ListTable<LeaseChangeDto>
      label={t('leaseChanges.tableLabel')}
      records={changes}
      columns={columns}
      fetching={fetching}
      failure={failure}
      idAccessor="version"
    />
  );
}
