import { Stack, Table, Text } from '@mantine/core';
import type { InvoiceLine } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { totalOf } from '../../../lib/totals';
import { correctedPositions, type BeforeAfter, type CorrectedPosition } from './correction-positions';

const amounts = ['net', 'vat', 'gross'] as const;
const states = ['before', 'change', 'after'] as const;

const sumOf = (positions: readonly CorrectedPosition[], amount: (typeof amounts)[number], state: keyof BeforeAfter) =>
  positions.some((position) => position[amount][state] === null) ? null : totalOf(positions, (position) => position[amount][state] ?? 0);

/**
 * A correction's positions before and after it, per position (FORMATS §3): net, VAT and gross before, the change
 * (the line's own amount, negative where it reduces) and after = before + change, in the invoice's currency, with
 * their totals. Shown only when the file gave the state before.
 */
export function CorrectionPositionsTable({ lines }: { lines: readonly InvoiceLine[] }) {
  const { t } = useTranslation();
  const positions = correctedPositions(lines);
  if (positions.length === 0) return null;
  const currency = lines.find((line) => line.currency)?.currency ?? '';
  const caption = t('invoices.correction.positions', { currency });
  const heading = (amount: (typeof amounts)[number], state: (typeof states)[number]) => t(`invoices.correction.${state}`, { amount: t(`invoices.correction.${amount}`) });
  return (
    <Stack gap={4}>
      {/* above the scrolled table, so a narrow screen shows it whole */}
      <Text size="sm" fw={600} aria-hidden>
        {caption}
      </Text>
      <Table.ScrollContainer minWidth={960}>
        <Table aria-label={caption} withTableBorder withColumnBorders verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.fields.sequence')}</Table.Th>
              <Table.Th>{t('invoices.correction.position')}</Table.Th>
              {amounts.flatMap((amount) =>
                states.map((state) => (
                  <Table.Th key={`${amount}-${state}`} ta="right">
                    {heading(amount, state)}
                  </Table.Th>
                )),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {positions.map((position) => (
              <Table.Tr key={position.lineId}>
                <Table.Td>{position.sequence}</Table.Td>
                <Table.Td>{position.description}</Table.Td>
                {amounts.flatMap((amount) =>
                  states.map((state) => (
                    <Table.Td key={`${amount}-${state}`} ta="right" style={{ whiteSpace: 'nowrap' }} fw={state === 'after' ? 600 : undefined}>
                      {formatNumber(position[amount][state])}
                    </Table.Td>
                  )),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {positions.length > 1 ? (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={2}>{t('table.total')}</Table.Th>
                {amounts.flatMap((amount) =>
                  states.map((state) => (
                    <Table.Td key={`${amount}-${state}`} ta="right" style={{ whiteSpace: 'nowrap' }} fw={600}>
                      {formatNumber(sumOf(positions, amount, state))}
                    </Table.Td>
                  )),
                )}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
