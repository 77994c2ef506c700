import ExcelJS from 'exceljs';
import { formatMessage, type Language } from '@leasedesk/contract';

/**
 * A small writer for the app's Excel exports (DESIGN §1: exceljs). Every sheet has a title block
 * (title, then label/value lines such as client, contractor, contract and schedule number), then
 * optionally a table whose header row is frozen. Cells hold real numbers and dates with number
 * formats; every text cell is neutralised against formula injection (see `neutralise`). A sheet is written
 * in one language (the downloader's): its caller words titles, labels and headers, the writer its own
 * words (yes/no, the totals label) and the date format.
 */
export type CellKind = 'text' | 'money' | 'rate' | 'ratio' | 'date' | 'integer' | 'yesNo';
export type CellValue = string | number | boolean | null;

export type Detail = { label: string; value: CellValue; kind: CellKind };
/** `total`: the column's money is summed on a totals row under the table. */
export type Column<Row> = { header: string; kind: CellKind; width: number; value: (row: Row) => CellValue; total?: boolean };
/** The totals row (its label, `excel.total`) is written when a column has `total` and there are rows. */
export type SheetSpec<Row> = { language: Language; name: string; title: string; details: Detail[]; columns?: Column<Row>[]; rows?: Row[] };

export const numberFormats: Record<CellKind, string | undefined> = {
  text: undefined,
  money: '#,##0.00',
  rate: '0.000%',
  ratio: '0.0000',
  // Per language: dateFormats.
  date: undefined,
  integer: '0',
  yesNo: undefined,
};

/** Dates as the screen writes them in each language (the wire keeps YYYY-MM-DD). */
export const dateFormats: Record<Language, string> = { en: 'dd/mm/yyyy', pl: 'dd.mm.yyyy' };

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A text that a spreadsheet could read as a formula (= + - @, or a leading tab or CR) gets a `'` in front. */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** `YYYY-MM-DD` as the Date of that calendar day at UTC midnight (exceljs writes dates in UTC). */
function dateOf(text: string): Date | string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : neutralise(text);
}

function put(cell: ExcelJS.Cell, value: CellValue, kind: CellKind, language: Language): void {
  if (value === null) return;
  if (kind === 'yesNo') cell.value = formatMessage(language, value ? 'excel.yes' : 'excel.no');
  else if (kind === 'date') cell.value = typeof value === 'string' ? dateOf(value) : null;
  else if (kind === 'text' || typeof value !== 'number') cell.value = neutralise(String(value));
  else cell.value = value;
  const format = kind === 'date' ? dateFormats[language] : numberFormats[kind];
  if (format && typeof cell.value !== 'string') cell.numFmt = format;
}

export function addSheet<Row>(workbook: ExcelJS.Workbook, spec: SheetSpec<Row>): ExcelJS.Worksheet {
  const columns = spec.columns ?? [];
  const detailRows = spec.details.length;
  // Title on row 1, details from row 2, a blank row, then the header.
  const headerRow = columns.length > 0 ? detailRows + 3 : 0;
  const sheet = workbook.addWorksheet(spec.name, headerRow > 0 ? { views: [{ state: 'frozen', ySplit: headerRow }] } : {});
  const title = sheet.getCell(1, 1);
  title.value = neutralise(spec.title);
  title.font = { bold: true, size: 14 };
  spec.details.forEach((detail, index) => {
    const label = sheet.getCell(2 + index, 1);
    label.value = neutralise(detail.label);
    label.font = { bold: true };
    put(sheet.getCell(2 + index, 2), detail.value, detail.kind, spec.language);
  });
  // Widths: the first two columns fit the title block's labels and values as well as the table's.
  const labelWidth = Math.max(12, ...spec.details.map((detail) => detail.label.length + 2));
  const valueWidth = Math.max(14, ...spec.details.map((detail) => (typeof detail.value === 'string' ? detail.value.length + 2 : 14)));
  sheet.getColumn(1).width = Math.min(60, Math.max(labelWidth, columns[0]?.width ?? 0));
  sheet.getColumn(2).width = Math.min(60, Math.max(valueWidth, columns[1]?.width ?? 0));
  if (headerRow === 0) return sheet;

  const header = sheet.getRow(headerRow);
  columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = neutralise(column.header);
    cell.font = { bold: true };
    cell.alignment = { wrapText: true, vertical: 'middle' };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
    if (index > 1) sheet.getColumn(index + 1).width = column.width;
  });
  const rows = spec.rows ?? [];
  rows.forEach((row, rowIndex) => {
    const line = sheet.getRow(headerRow + 1 + rowIndex);
    columns.forEach((column, index) => put(line.getCell(index + 1), column.value(row), column.kind, spec.language));
  });
  if (rows.length > 0 && columns.some((column) => column.total)) addTotalsRow(sheet, spec, headerRow, rows);
  return sheet;
}

/**
 * A bold row under the table: the label, then for each `total` column a SUM over its cells whose
 * cached result is the exact total in cents, so the file shows the right figure before Excel recalculates
 * and stays live when a reviewer edits a row.
 */
function addTotalsRow<Row>(sheet: ExcelJS.Worksheet, spec: SheetSpec<Row>, headerRow: number, rows: Row[]): void {
  const columns = spec.columns ?? [];
  const line = sheet.getRow(headerRow + rows.length + 1);
  const first = line.getCell(1);
  first.value = formatMessage(spec.language, 'excel.total');
  first.font = { bold: true };
  columns.forEach((column, index) => {
    if (!column.total) return;
    let cents = 0;
    for (const row of rows) {
      const value = column.value(row);
      if (typeof value === 'number') cents += Math.round(value * 100);
    }
    const cell = line.getCell(index + 1);
    const letter = sheet.getColumn(index + 1).letter;
    cell.value = { formula: `SUM(${letter}${headerRow + 1}:${letter}${headerRow + rows.length})`, result: cents / 100 };
    cell.numFmt = numberFormats.money ?? '';
    cell.font = { bold: true };
  });
}

export function newWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LeaseDesk';
  workbook.created = new Date(0);
  return workbook;
}

export async function workbookBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `attachment` with an ASCII fallback name and the UTF-8 one (RFC 6266); no quotes, slashes or control characters. */
export function attachmentDisposition(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/_+/g, '_').slice(0, 150) || 'export.xlsx';
  const utf8 = Array.from(name, (c) => (c.charCodeAt(0) < 32 || c === '"' || c === '\\' || c === '/' ? '_' : c)).join('');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(utf8)}`;
}
