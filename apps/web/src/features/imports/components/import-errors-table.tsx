import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import type { ImportProblem } from './import-problems';

/**
 * A refused file's problems, each by row and column (FORMATS §1: all or nothing, so nothing was stored), in a
 * table sorted by row and sortable both ways; problems of the whole file come last. A row may have several, each on
 * its own line with its row number: the sort is stable, so they keep the answer's order, the file's columns.
 */
export function ImportErrorsTable({ problems }: { problems: readonly ImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="red" role="alert" title={t('imports.refusedTitle')}>
        <Text size="sm">{t('imports.refused', { number: problems.length })}</Text>
      </Alert>
      <ListTable<ImportProblem>
        label={t('imports.errors.table')}
        records={[...problems]}
        idAccessor="id"
        initialSort={{ field: 'row', direction: 'asc' }}
        columns={[
          { accessor: 'row', title: t('imports.errors.row'), sortable: true, textAlign: 'right', width: 100, render: (problem) => problem.row ?? '—' },
          {
            accessor: 'column',
            title: t('imports.errors.column'),
            render: (problem) => problem.column ?? (problem.row === null ? t('imports.errors.wholeFile') : t('imports.errors.wholeRow')),
          },
          { accessor: 'message', title: t('imports.errors.problem') },
        ]}
      />
    </Stack>
  );
}
