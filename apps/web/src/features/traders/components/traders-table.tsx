import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { SalesPersonDto } from '@leasedesk/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { traderName } from './trader-name';

interface TradersTableProps {
  traders: SalesPersonDto[] | undefined;
  fetching: boolean;
  onDelete: (trader: SalesPersonDto) => void;
}

/** First and last names (sortable), with edit and delete per row. */
export function TradersTable({ traders, fetching, onDelete }: TradersTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable<SalesPersonDto>
      label={t('traders.listTitle')}
      records={traders}
      fetching={fetching}
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
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label={t('common.edit')}>
                <ActionIcon
                  component={Link}
                  to={`/trader/${trader.id}`}
                  variant="subtle"
                  aria-label={t('traders.editTrader', { name: traderName(trader) })}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('common.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('traders.deleteTrader', { name: traderName(trader) })}
                  onClick={() => onDelete(trader)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ),
        },
      ]}
    />
  );
}
