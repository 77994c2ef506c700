import ExcelJS from 'exceljs';

export async function workbookOf(content: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook;
}

export type TableRow = Record<string, ExcelJS.CellValue>;

/** The frozen rows of a sheet: its header is the last of them (ySplit). */
export const frozenRowsOf = (sheet: ExcelJS.Worksheet) => {
  const view = sheet.views[0] as { state?: string; ySplit?: number } | undefined;
  return { state: view?.state, ySplit: view?.ySplit ?? 0 };
};

/** The title block: each label (column A, rows 2 .. header − 2) with its value cell. */
export function titleBlockOf(sheet: ExcelJS.Worksheet): Map<string, ExcelJS.Cell> {
  const { ySplit } = frozenRowsOf(sheet);
  const block = new Map<string, ExcelJS.Cell>();
  for (let r = 2; r < ySplit - 1; r++) block.set(String(sheet.getCell(r, 1).value), sheet.getCell(r, 2));
  return block;
}

/** The table under the frozen header: header texts, each row's values by header, and the totals row under them. */
export function tableOf(sheet: ExcelJS.Worksheet, totalLabel = 'Total'): { header: string[]; rows: TableRow[]; total: TableRow | null; headerRow: number } {
  const { ySplit } = frozenRowsOf(sheet);
  const header = (sheet.getRow(ySplit).values as ExcelJS.CellValue[]).slice(1).map(String);
  const rows: TableRow[] = [];
  let total: TableRow | null = null;
  sheet.eachRow((line, r) => {
    if (r <= ySplit) return;
    const values = line.values as ExcelJS.CellValue[];
    const row = Object.fromEntries(header.map((name, i) => [name, values[i + 1] ?? null]));
    if (values[1] === totalLabel) total = row;
    else rows.push(row);
  });
  return { header, rows, total, headerRow: ySplit };
}

/** A calendar day as exceljs reads a date cell back. */
export const day = (text: string) => new Date(`${text}T00:00:00.000Z`);
