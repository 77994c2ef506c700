import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { formatMessage, type Language } from '@leasedesk/contract';
import { dateFormats, neutralise, numberFormats, type CellKind, type CellValue, type Column, type Detail } from './workbook.ts';

/**
 * The streaming counterpart of `workbook.ts` for exports of any length (100 000 rows and more): one
 * sheet laid out exactly as `addSheet` lays it out (title, title block, a blank row, the frozen header,
 * the rows, a totals row), written with exceljs's streaming writer so that only the rows of the batch in
 * hand are ever held: each row is committed (serialised into the zip) as soon as it is written.
 *
 * Same conventions as `workbook.ts`: real numbers and dates with number formats, dates in the language's
 * format, yes/no and the totals label in the sheet's language, every text cell neutralised, and the totals
 * row a live SUM whose cached result is the exact total, summed in integer cents as the rows pass.
 */
export type StreamedSheetSpec<Row> = { language: Language; name: string; title: string; details: Detail[]; columns: Column<Row>[] };

/**
 * The output closed before the file was finished: the downloader went away (a closed tab, a lost network).
 * Writing stops at the next batch instead of reading the rest of the rows for nobody.
 */
export class OutputClosedError extends Error {
  constructor() {
    super('the output closed before the workbook was finished');
    this.name = 'OutputClosedError';
  }
}

/** What was written: the number of table rows and, per `total` column (by header), the exact total in cents. */
export type StreamedSheetSummary = { rows: number; totalCents: Record<string, number> };

type Style = Partial<ExcelJS.Style>;

/**
 * One style object per kind of cell, shared by every cell of that kind. exceljs remembers the style id of
 * each style object it has seen (a WeakMap), so a shared object costs one lookup per cell; a fresh object
 * per cell would be serialised to XML and searched for on every cell (measured: about half the time of a
 * 100 000-row export).
 */
function stylesOf(language: Language): Record<CellKind, Style> {
  const format = (kind: CellKind): Style => {
    const numFmt = kind === 'date' ? dateFormats[language] : numberFormats[kind];
    return numFmt ? { numFmt } : {};
  };
  return { text: {}, money: format('money'), rate: format('rate'), ratio: format('ratio'), date: format('date'), integer: format('integer'), yesNo: {} };
}

const bold: Style = { font: { bold: true } };
const titleStyle: Style = { font: { bold: true, size: 14 } };
const headerStyle: Style = {
  font: { bold: true },
  alignment: { wrapText: true, vertical: 'middle' },
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } },
};
const totalStyle: Style = { font: { bold: true }, numFmt: numberFormats.money ?? '' };

/** `YYYY-MM-DD` as the Date of that calendar day at UTC midnight (exceljs writes dates in UTC). */
function dateOf(text: string): Date | string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : neutralise(text);
}

/** A cell's value as `workbook.ts` writes it: words for yes/no, Dates for dates, neutralised text, numbers as numbers. */
function cellValueOf(value: CellValue, kind: CellKind, language: Language): ExcelJS.CellValue {
  if (value === null) return null;
  if (kind === 'yesNo') return formatMessage(language, value ? 'excel.yes' : 'excel.no');
  if (kind === 'date') return typeof value === 'string' ? dateOf(value) : null;
  if (kind === 'text' || typeof value !== 'number') return neutralise(String(value));
  return value;
}

/**
 * A sheet being written to `output`. `add` takes rows in order (a batch at a time, as a cursor yields
 * them) and commits each at once; `finish` writes the totals row and completes the file, resolving when
 * the whole file has been handed to `output`. The caller may end its database transaction between the
 * last `add` and `finish`: `finish` only waits for the output to take the bytes.
 */
export class StreamedSheet<Row> {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;
  private readonly styles: Record<CellKind, Style>;
  private readonly headerRow: number;
  private readonly totalCents: number[];
  private written = 0;

  constructor(
    private readonly output: Writable,
    private readonly spec: StreamedSheetSpec<Row>,
  ) {
    this.styles = stylesOf(spec.language);
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
    this.workbook.creator = 'LeaseDesk';
    this.workbook.created = new Date(0);
    // Title on row 1, details from row 2, a blank row, then the header (as addSheet).
    this.headerRow = spec.details.length + 3;
    this.sheet = this.workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: this.headerRow }] });
    this.totalCents = spec.columns.map(() => 0);
    this.writeWidths();
    this.writeTitleBlock();
    this.writeHeader();
  }

  /** Commits these rows under the ones already written, adding each `total` column's cents as they pass. */
  add(rows: readonly Row[]): void {
    if (this.output.destroyed) throw new OutputClosedError();
    const { columns, language } = this.spec;
    for (const row of rows) {
      const line = this.sheet.getRow(this.headerRow + 1 + this.written);
      for (let index = 0; index < columns.length; index++) {
        const column = columns[index] as Column<Row>;
        const value = column.value(row);
        if (value === null) continue;
        const cell = line.getCell(index + 1);
        const written = cellValueOf(value, column.kind, language);
        cell.value = written;
        // Every cell gets a shared style object, text too (a cell's own merged style is a fresh object).
        cell.style = typeof written === 'string' ? this.styles.text : this.styles[column.kind];
        if (column.total && typeof value === 'number') this.totalCents[index] = (this.totalCents[index] as number) + Math.round(value * 100);
      }
      line.commit();
      this.written++;
    }
  }

  /** The totals row (when a column has `total` and there are rows), then the end of the sheet and of the file. */
  async finish(): Promise<StreamedSheetSummary> {
    if (this.output.destroyed) throw new OutputClosedError();
    const { columns, language } = this.spec;
    const totalCents: Record<string, number> = {};
    if (this.written > 0 && columns.some((column) => column.total)) {
      const line = this.sheet.getRow(this.headerRow + 1 + this.written);
      const label = line.getCell(1);
      label.value = formatMessage(language, 'excel.total');
      label.style = bold;
      columns.forEach((column, index) => {
        if (!column.total) return;
        const cents = this.totalCents[index] as number;
        totalCents[column.header] = cents;
        const letter = this.sheet.getColumn(index + 1).letter;
        const cell = line.getCell(index + 1);
        cell.value = { formula: `SUM(${letter}${this.headerRow + 1}:${letter}${this.headerRow + this.written})`, result: cents / 100 };
        cell.style = totalStyle;
      });
      line.commit();
    }
    this.sheet.commit();
    await this.committed();
    return { rows: this.written, totalCents };
  }

  /**
   * The workbook's commit resolves when the output emits 'finish' and rejects on an error; an output
   * destroyed without an error (a reply whose client went away) emits neither, so its 'close' ends the wait.
   */
  private committed(): Promise<void> {
    return new Promise((resolve, reject) => {
      // A finished output closes too (auto-destroy), before the commit's promise resolves.
      const closed = () => {
        if (!this.output.writableFinished) reject(new OutputClosedError());
      };
      this.output.once('close', closed);
      this.workbook.commit().then(
        () => {
          this.output.off('close', closed);
          resolve();
        },
        (error: unknown) => {
          this.output.off('close', closed);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  /** Widths must be known before the first row is committed; the first two columns also fit the title block. */
  private writeWidths(): void {
    const { details, columns } = this.spec;
    const labelWidth = Math.max(12, ...details.map((detail) => detail.label.length + 2));
    const valueWidth = Math.max(14, ...details.map((detail) => (typeof detail.value === 'string' ? detail.value.length + 2 : 14)));
    this.sheet.getColumn(1).width = Math.min(60, Math.max(labelWidth, columns[0]?.width ?? 0));
    this.sheet.getColumn(2).width = Math.min(60, Math.max(valueWidth, columns[1]?.width ?? 0));
    columns.forEach((column, index) => {
      if (index > 1) this.sheet.getColumn(index + 1).width = column.width;
    });
  }

  private writeTitleBlock(): void {
    const { title, details, language } = this.spec;
    const first = this.sheet.getRow(1);
    const titleCell = first.getCell(1);
    titleCell.value = neutralise(title);
    titleCell.style = titleStyle;
    first.commit();
    details.forEach((detail, index) => {
      const line = this.sheet.getRow(2 + index);
      const label = line.getCell(1);
      label.value = neutralise(detail.label);
      label.style = bold;
      const value = cellValueOf(detail.value, detail.kind, language);
      if (value !== null) {
        const cell = line.getCell(2);
        cell.value = value;
        cell.style = typeof value === 'string' ? this.styles.text : this.styles[detail.kind];
      }
      line.commit();
    });
  }

  private writeHeader(): void {
    const line = this.sheet.getRow(this.headerRow);
    this.spec.columns.forEach((column, index) => {
      const cell = line.getCell(index + 1);
      cell.value = neutralise(column.header);
      cell.style = headerStyle;
    });
    line.commit();
  }
}

/**
 * A whole one-sheet workbook in one call: the rows come in batches (a database cursor's fetches), are
 * committed as they come, and the file is finished. For a caller that holds a transaction only while it
 * reads, use `StreamedSheet` directly and call `finish` after the transaction.
 */
export async function streamWorkbook<Row>(output: Writable, spec: StreamedSheetSpec<Row>, batches: AsyncIterable<readonly Row[]>): Promise<StreamedSheetSummary> {
  const sheet = new StreamedSheet(output, spec);
  for await (const batch of batches) sheet.add(batch);
  return sheet.finish();
}
