import type { SalesPersonDto } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import type { ListFailure } from '../../../components/list-error';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { traderName } from './trader-name';

interface TradersTableProps {
  traders: SalesPersonDto[] | undefined;
  fetching: boolean;
  failure?: ListFailure | null;
  onDelete: (trader: SalesPersonDto) => void;
}

/** First and last names (sortable), with edit and delete per row. */
export function TradersTable({ traders, fetching, failure = null, onDelete }: TradersTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable<SalesPersonDto>
      label={t('traders.listTitle')}
      records={traders}
      fetching={fetching}
      failure={failure}
      idAccessor="id"
      initialSort={{ field: 'lastName', direction: 'asc' }}
      columns={[
        { accessor: 'firstName', title: t('traders.firstName'), sortable: true },
        { accessor: 'lastName', title: t('traders.lastName'), sortable: true },
        {
          accessor: 'actions',
          title: t('common.actions'),
          textAlign: 'right',
          width: 110,
          render: (trader) => (
            <RowActions
              editTo={`/trader/${trader.id}`}
              editLabel={t('traders.editTrader', { name: traderName(trader) })}
              deleteLabel={t('traders.deleteTrader', { name: traderName(trader) })}
              onDelete={() => onDelete(trader)}
            />
          ),
        },
      ]}
    />
  );
}
