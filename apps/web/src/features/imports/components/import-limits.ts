import { agreementImportMaxFigureRows, csvImportMaxDataRows } from '@leasedesk/contract';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/format';
import { csvImportMaxBytes, type ImportKind } from '../api/import-paths';

/**
 * What a file of this kind may hold, said before it is chosen (FORMATS §1; the contract's limits for what one agreements import
 * writes), with the numbers the API enforces, from the contract.
 */
export function importLimitHints(t: TFunction, kind: ImportKind): string[] {
  const size = `${formatNumber(csvImportMaxBytes / (1024 * 1024), 0)}\u00a0MB`;
  const fileHint = t('imports.drop.hint', { size, rows: formatNumber(csvImportMaxDataRows, 0) });
  if (kind !== 'agreements') return [fileHint];
  return [fileHint, t('imports.drop.writtenRows', { rows: formatNumber(agreementImportMaxFigureRows, 0) })];
}
