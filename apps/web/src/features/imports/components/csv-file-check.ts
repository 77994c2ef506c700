import { formatNumber } from '../../../lib/format';
import { csvImportMaxBytes } from '../api/import-paths';

export type CsvFileProblem = 'notCsv' | 'empty' | 'tooLarge';

/**
 * Why a chosen file cannot be sent, or null when it can: checked in the browser so a wrong or huge file is
 * refused at once, with a clear message, instead of after a 10 MB upload. Windows gives CSVs saved by Excel
 * the type `application/vnd.ms-excel`, so the name's extension decides as much as the type.
 */
export function csvFileProblem(file: File): CsvFileProblem | null {
  const csvByName = /\.csv$/i.test(file.name);
  const csvByType = file.type === 'text/csv';
  if (!csvByName && !csvByType) return 'notCsv';
  if (file.size === 0) return 'empty';
  if (file.size > csvImportMaxBytes) return 'tooLarge';
  return null;
}

/**
 * A file size as the app writes numbers: `850,0 KB`, `12,4 MB`. Rounded up, so a file just over the limit
 * never reads as the limit itself.
 */
export function fileSizeText(bytes: number): string {
  const roundedUp = (value: number) => formatNumber(Math.ceil(value * 10) / 10, 1);
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${roundedUp(megabytes)}\u00a0MB` : `${roundedUp(bytes / 1024)}\u00a0KB`;
}
