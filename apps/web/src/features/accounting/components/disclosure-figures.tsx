import type { ReactNode } from 'react';
import { Group, Paper, Table, Title } from '@mantine/core';
import type { Disclosure, DisclosurePart } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** One block of figures: a titled two-column table, its last line (the closing or the total) in bold. */
function FigureTable({ title, lines, download, lastBold = true }: { title: string; lines: [string, number][]; download: ReactNode; lastBold?: boolean }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Group justify="space-between" align="center" mb="xs" wrap="nowrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        {download}
      </Group>
      <Table aria-label={title} striped>
        <Table.Tbody>
          {lines.map(([label, value], index) => (
            <Table.Tr key={label} fw={lastBold && index === lines.length - 1 ? 700 : undefined}>
              <Table.Th scope="row" fw="inherit">
                {label}
              </Table.Th>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatNumber(value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * DOMAIN §13's disclosures of the period: the lease liability and right-of-use roll-forwards, the
 * maturity analysis of undiscounted payments and the current / non-current split of the closing liability.
 * When the period books a lease change (DOMAIN §14), each roll-forward shows its remeasurements before the closing
 * balance, and the gain or loss on modifications has a block of its own.
 */
export function DisclosureFigures({ disclosure, download }: { disclosure: Disclosure; download: (part: DisclosurePart, title: string) => ReactNode }) {
  const { t } = useTranslation();
  const { liability, rightOfUse, maturity, modificationGainLoss } = disclosure;
  // A period that books no lease change shows what it did before changes existed.
  const changed = modificationGainLoss !== 0 || liability.remeasurements !== 0 || rightOfUse.remeasurements !== 0;
  const remeasured = (amount: number): [string, number][] => (changed ? [[t('accountingPage.disclosure.remeasurements'), amount]] : []);
  return (
    <>
      <FigureTable
        title={t('accountingPage.disclosure.liability')}
        download={download('liability', t('accountingPage.disclosure.liability'))}
        lines={[
          [t('accountingPage.disclosure.opening'), liability.opening],
          [t('accountingPage.disclosure.additions'), liability.additions],
          [t('accountingPage.disclosure.interest'), liability.interest],
          [t('accountingPage.disclosure.payments'), -liability.payments],
          ...remeasured(liability.remeasurements),
          [t('accountingPage.disclosure.closing'), liability.closing],
        ]}
      />
      <FigureTable
        title={t('accountingPage.disclosure.rightOfUse')}
        download={download('rightOfUse', t('accountingPage.disclosure.rightOfUse'))}
        lines={[
          [t('accountingPage.disclosure.opening'), rightOfUse.opening],
          [t('accountingPage.disclosure.additions'), rightOfUse.additions],
          [t('accountingPage.disclosure.depreciation'), -rightOfUse.depreciation],
          ...remeasured(rightOfUse.remeasurements),
          [t('accountingPage.disclosure.closing'), rightOfUse.closing],
        ]}
      />
      <FigureTable
        title={t('accountingPage.disclosure.maturity')}
        download={download('maturity', t('accountingPage.disclosure.maturity'))}
        lines={[
          [t('accountingPage.disclosure.withinOneYear'), maturity.withinOneYear],
          [t('accountingPage.disclosure.oneToFiveYears'), maturity.oneToFiveYears],
          [t('accountingPage.disclosure.afterFiveYears'), maturity.afterFiveYears],
          [t('table.total'), maturity.total],
        ]}
      />
      <FigureTable
        title={t('accountingPage.disclosure.split')}
        download={download('currentSplit', t('accountingPage.disclosure.split'))}
        lines={[
          [t('accountingPage.disclosure.current'), disclosure.current],
          [t('accountingPage.disclosure.nonCurrent'), disclosure.nonCurrent],
          // current + non-current = the closing liability (DOMAIN §13); the server's figure, not a float sum
          [t('accountingPage.disclosure.closing'), liability.closing],
        ]}
      />
      {!changed ? null : (
        <FigureTable
          title={t('accountingPage.disclosure.modifications')}
          download={download('modifications', t('accountingPage.disclosure.modifications'))}
          lastBold={false}
          lines={[[t('accountingPage.disclosure.modificationGainLoss'), modificationGainLoss]]}
        />
      )}
    </>
  );
}
