import { Alert, Table } from '@mantine/core';
import type { FieldError } from '@leasedesk/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Where an import error points, in the screen's language: `row 3: taxId` → "Row 3, column taxId"; `file: a.xml` → "File a.xml". */
export function errorPlace(t: TFunction, propertyName: string): string {
  const cell = /^row (\d+): (.+)$/i.exec(propertyName);
  if (cell) return t('invoices.upload.rowColumn', { row: cell[1], column: cell[2] });
  const row = /^row (\d+)$/i.exec(propertyName);
  if (row) return t('invoices.upload.row', { row: row[1] });
  const file = /^file: (.+)$/i.exec(propertyName);
  if (file) return t('invoices.upload.inFile', { file: file[1] });
  return propertyName === 'file' || propertyName === '' ? t('invoices.upload.theFile') : propertyName;
}

/** The errors of a refused import, under the upload: each with its row and column (FORMATS §1: nothing was stored). */
export function ImportErrorList({ errors }: { errors: readonly FieldError[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Alert color="red" role="alert" title={t('invoices.upload.refused', { number: errors.length })}>
      <Table.ScrollContainer minWidth={320} maxHeight={320}>
        <Table aria-label={t('invoices.upload.errorsTable')} verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.upload.where')}</Table.Th>
              <Table.Th>{t('invoices.upload.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error, index) => (
              <Table.Tr key={index}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{errorPlace(t, error.propertyName)}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Alert>
  );
}
