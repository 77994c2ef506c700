import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { OutputClosedError, StreamedSheet, streamWorkbook, type StreamedSheetSpec } from '../../../src/lib/excel/stream-workbook.ts';
import { addSheet, newWorkbook, workbookBuffer, type Column, type Detail } from '../../../src/lib/excel/workbook.ts';

type Row = { name: string; day: string; amount: number; rate: number; count: number; paid: boolean; note: string | null };

const columns: Column<Row>[] = [
  { header: 'Name', kind: 'text', width: 20, value: (r) => r.name },
  { header: 'Day', kind: 'date', width: 12, value: (r) => r.day },
  { header: 'Amount', kind: 'money', width: 14, value: (r) => r.amount, total: true },
  { header: 'Rate', kind: 'rate', width: 10, value: (r) => r.rate },
  { header: 'Count', kind: 'integer', width: 8, value: (r) => r.count },
  { header: 'Paid', kind: 'yesNo', width: 8, value: (r) => r.paid },
  { header: '=Note', kind: 'text', width: 16, value: (r) => r.note },
];
const details: Detail[] = [
  { label: 'Client', value: 'Demo', kind: 'text' },
  { label: '@Filter', value: '+48 123', kind: 'text' },
  { label: 'Since', value: '2025-01-31', kind: 'date' },
  { label: 'Limit', value: 1234.5, kind: 'money' },
];
const rows: Row[] = [
  { name: 'Żuraw', day: '2025-01-31', amount: 0.1, rate: 0.065, count: 3, paid: true, note: '=1+1' },
  { name: '-minus', day: '2025-02-28', amount: 0.2, rate: 0, count: 0, paid: false, note: null },
  { name: 'Łoś', day: 'not a date', amount: 0.3, rate: 1, count: 12, paid: true, note: '\tTab' },
];
const spec = (language: 'en' | 'pl' = 'en'): StreamedSheetSpec<Row> => ({ language, name: 'Sheet', title: '=Title', details, columns });

/** Collects what a writer hands to its output. */
function sink() {
  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { output, bytes: () => chunks.reduce((n, c) => n + c.length, 0), content: () => Buffer.concat(chunks) };
}

async function* batchesOf<T>(items: T[], size: number): AsyncGenerator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

async function load(content: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook.worksheets[0] as ExcelJS.Worksheet;
}

/** Every cell with its value, number format and boldness, row by row. */
function cellsOf(sheet: ExcelJS.Worksheet) {
  const cells: unknown[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, r) =>
    row.eachCell({ includeEmpty: false }, (cell, c) => cells.push({ at: `${r}:${c}`, value: cell.value, numFmt: cell.numFmt ?? null, bold: cell.font?.bold ?? false })),
  );
  return cells;
}

describe('streamWorkbook', () => {
  it('lays a sheet out exactly as workbook.ts’s addSheet does: title, title block, frozen header, rows, formats, totals', async () => {
    for (const language of ['en', 'pl'] as const) {
      const streamed = sink();
      await streamWorkbook(streamed.output, spec(language), batchesOf(rows, 2));
      const inMemory = newWorkbook();
      addSheet(inMemory, { ...spec(language), rows });
      const [a, b] = [await load(streamed.content()), await load(await workbookBuffer(inMemory))];
      expect(cellsOf(a), language).toEqual(cellsOf(b));
      expect(a.views).toEqual(b.views);
      expect(a.views[0]).toMatchObject({ state: 'frozen', ySplit: details.length + 3 });
      expect(a.columns.map((column) => column.width)).toEqual(b.columns.map((column) => column.width));
    }
  });

  it('neutralises every text that a spreadsheet could read as a formula: title, labels, values, headers and cells', async () => {
    const streamed = sink();
    await streamWorkbook(streamed.output, spec(), batchesOf(rows, 10));
    const sheet = await load(streamed.content());
    expect(sheet.getCell(1, 1).value).toBe(`'=Title`);
    expect(sheet.getCell(3, 1).value).toBe(`'@Filter`);
    expect(sheet.getCell(3, 2).value).toBe(`'+48 123`);
    const header = details.length + 3;
    expect(sheet.getCell(header, 7).value).toBe(`'=Note`);
    expect(sheet.getCell(header + 1, 7).value).toBe(`'=1+1`);
    expect(sheet.getCell(header + 2, 1).value).toBe(`'-minus`);
    expect(sheet.getCell(header + 3, 7).value).toBe(`'\tTab`);
    // A date column's text that is no date stays text.
    expect(sheet.getCell(header + 3, 2).value).toBe('not a date');
    // Nothing in the file is a formula but the totals.
    const formulas: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => (cell.formula ? formulas.push(cell.formula) : undefined)));
    expect(formulas).toEqual([`SUM(C${header + 1}:C${header + 3})`]);
  });

  it('sums totals in cents as the rows pass: 0.1 + 0.2 + 0.3 is 0.6, not 0.6000000000000001', async () => {
    const streamed = sink();
    const summary = await streamWorkbook(streamed.output, spec(), batchesOf(rows, 1));
    expect(0.1 + 0.2 + 0.3).not.toBe(0.6);
    expect(summary).toEqual({ rows: 3, totalCents: { Amount: 60 } });
    const sheet = await load(streamed.content());
    const totals = sheet.getRow(details.length + 3 + 4);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(3).value).toEqual({ formula: `SUM(C8:C10)`, result: 0.6 });
    expect(totals.getCell(3).numFmt).toBe('#,##0.00');
    // 10 000 amounts of 0.01 .. 99.99 cents: the float running sum drifts, the cents do not.
    const many = Array.from({ length: 10_000 }, (_, i) => ({ ...(rows[0] as Row), amount: ((i * 7919) % 10_000) / 100 }));
    const exact = many.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
    expect(many.reduce((sum, row) => sum + row.amount, 0)).not.toBe(exact / 100);
    const large = sink();
    expect((await streamWorkbook(large.output, spec(), batchesOf(many, 999))).totalCents).toEqual({ Amount: exact });
    const bottom = (await load(large.content())).getRow(details.length + 3 + 10_001);
    expect(bottom.getCell(3).value).toMatchObject({ result: exact / 100 });
  });

  it('writes no totals row when there are no rows, and the header still stands frozen', async () => {
    const streamed = sink();
    expect(await streamWorkbook(streamed.output, spec(), batchesOf([], 10))).toEqual({ rows: 0, totalCents: {} });
    const sheet = await load(streamed.content());
    expect(sheet.rowCount).toBe(details.length + 3);
    expect(sheet.getCell(details.length + 3, 1).value).toBe('Name');
  });

  it('hands bytes to the output while rows are still coming (it does not hold the file until the end)', async () => {
    const output = new PassThrough();
    let received = 0;
    output.on('data', (chunk: Buffer) => (received += chunk.length));
    const sheet = new StreamedSheet(output, spec());
    const many = Array.from({ length: 20_000 }, (_, i) => ({ ...(rows[0] as Row), count: i }));
    for (let i = 0; i < many.length; i += 5000) sheet.add(many.slice(i, i + 5000));
    for (let tick = 0; tick < 20 && received === 0; tick++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received).toBeGreaterThan(0);
    const before = received;
    expect((await sheet.finish()).rows).toBe(20_000);
    expect(received).toBeGreaterThan(before);
  });
});

describe('an output that closes early (the downloader went away)', () => {
  it('stops the rows at the next batch', async () => {
    const output = new PassThrough();
    output.resume();
    const sheet = new StreamedSheet(output, spec());
    sheet.add(rows);
    output.destroy();
    expect(() => sheet.add(rows)).toThrow(OutputClosedError);
    await expect(sheet.finish()).rejects.toThrow(OutputClosedError);
  });

  it('ends the wait for the file instead of waiting for ever when it closes while the file is being finished', async () => {
    const output = new PassThrough({ highWaterMark: 16 });
    const sheet = new StreamedSheet(output, spec());
    sheet.add(Array.from({ length: 5000 }, () => rows[0] as Row));
    // Nobody reads: the file cannot be handed over; then the reader goes away.
    const finished = sheet.finish();
    setTimeout(() => output.destroy(), 50);
    await expect(finished).rejects.toThrow(OutputClosedError);
  });
});
