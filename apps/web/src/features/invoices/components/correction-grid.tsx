import { Badge, Checkbox, Stack, Table, Text } from '@mantine/core';
import type { InvoiceLine } from '@leasedesk/contract';
import type { Control, FieldArrayWithId } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CorrectionCell } from './correction-cell';
import { correctionFields, type CorrectionFormValues } from './correction-values';
import { isLockedCell } from './document-lock';
import { readingOf } from './field-reading';
import { IncompleteReasonsText } from './incomplete-reasons-text';

interface CorrectionGridProps {
  control: Control<CorrectionFormValues>;
  rows: FieldArrayWithId<CorrectionFormValues, 'rows', 'formKey'>[];
  /** The stored lines by id, as last read: why each is incomplete. */
  stored: ReadonlyMap<number, InvoiceLine>;
  /** Server messages for a row that name no cell of it, by row index. */
  rowMessages: ReadonlyMap<number, string[]>;
  selected: ReadonlySet<string>;
  onToggle: (formKey: string) => void;
  /** The KSeF document's own values are editable (the switch "Edit the document's amounts"). */
  documentUnlocked: boolean;
}

/**
 * The invoice's rows as an editable grid (SPEC §2 /correctInvoice), scrolled sideways: a checkbox to
 * choose rows for removal, every correctable field, and each row's state: complete, or why not (after a
 * save), or new (added here, highlighted green until saved). On a KSeF line the values its document states
 * are read-only until the document's amounts are unlocked. On a PDF line each cell says under it what the reader
 * made of the value: read, derived (from what), missing.
 */
export function CorrectionGrid({ control, rows, stored, rowMessages, selected, onToggle, documentUnlocked }: CorrectionGridProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={2800} maxHeight={600}>
      <Table aria-label={t('invoices.correction.table')} withTableBorder withColumnBorders verticalSpacing={4} stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Text span size="sm" fw={600}>
                {t('invoices.correction.choose')}
              </Text>
            </Table.Th>
            <Table.Th>{t('invoices.fields.sequence')}</Table.Th>
            <Table.Th style={{ minWidth: 220 }}>{t('invoices.fields.complete')}</Table.Th>
            {correctionFields.map((field) => (
              <Table.Th key={field}>{t(`invoices.fields.${field}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const line = row.lineId === null ? undefined : stored.get(row.lineId);
            const added = row.lineId === null;
            return (
              <Table.Tr key={row.formKey} bg={added ? 'var(--mantine-color-green-light)' : undefined} data-added={added || undefined}>
                <Table.Td>
                  <Checkbox aria-label={t('invoices.correction.chooseRow', { row: index + 1 })} checked={selected.has(row.formKey)} onChange={() => onToggle(row.formKey)} />
                </Table.Td>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {line ? (
                      <IncompleteReasonsText line={line} />
                    ) : (
                      <Badge color="green" variant="light">
                        {t('invoices.correction.newRow')}
                      </Badge>
                    )}
                    {(rowMessages.get(index) ?? []).map((message, at) => (
                      <Text key={at} size="xs" c="red.8" role="alert">
                        {message}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
                {correctionFields.map((field) => (
                  <Table.Td key={field}>
                    <CorrectionCell
                      control={control}
                      index={index}
                      field={field}
                      locked={isLockedCell(line, field, documentUnlocked)}
                      documentRate={line}
                      reading={readingOf(line, field)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
