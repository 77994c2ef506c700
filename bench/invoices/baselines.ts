// What the import is measured beside, in the same run: the same file parsed by csv-parse alone (no decoding
// check, no cell rules), and its rows stored by ONE multi-row INSERT (every column an array parameter, unnest:
// one statement whatever the row count), without the report row's checks, the matching joins or the counts.
import { parse } from 'csv-parse/sync';
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import type { Db } from '../../apps/api/src/db/client.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';

export function parseWithCsvParseAlone(bytes: Buffer): string[][] {
  return parse(bytes.toString('utf8'), { delimiter: ';', bom: true, from_line: 2 }) as string[][];
}

const amount = (text: string) => text.replace(/ /g, '').replace(',', '.');
const isoDate = (text: string) => `${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}`;

/** The parsed rows in one INSERT into invoice_lines under a bare report row (removed again, untimed). */
export async function insertInOneStatement(db: Db, tenantId: number, userId: number, rows: string[][]): Promise<{ milliseconds: number; stored: number }> {
  const [report] = await rawRows<{ id: number }>(
    db,
    sql`insert into invoice_reports (tenant_id, name, source, created_by) values (${tenantId}, ${`baseline-${Date.now()}`}, 'csv', ${userId}) returning id`,
  );
  if (!report) throw new Error('no report row');
  // One parameter per column (sql.param: drizzle would otherwise spread an array into one parameter per item).
  const column = (index: number, convert: (text: string) => string = (text) => text) => sql.param(rows.map((row) => convert(row[index] ?? '')));
  const start = performance.now();
  await db.execute(sql`
    insert into invoice_lines (tenant_id, invoice_report_id, sequence, contractor_name, tax_id, agreement_number, schedule_number, invoice_number,
      invoice_date, payment_date, period_invoiced, position_description, position_net_amount_pln, position_vat_amount_pln,
      position_gross_amount_pln, vat_rate, currency)
    select ${tenantId}, ${report.id}, 1, r.*
    from unnest(${column(0)}::text[], ${column(1)}::text[], ${column(2)}::text[], ${column(3)}::text[], ${column(4)}::text[],
      ${column(5, isoDate)}::date[], ${column(6, isoDate)}::date[], ${column(7, (month) => `${month}-01`)}::date[], ${column(8)}::text[],
      ${column(9, amount)}::numeric[], ${column(10, amount)}::numeric[], ${column(11, amount)}::numeric[],
      ${column(12, (rate) => String(Number(rate.replace('%', '')) / 100))}::numeric[], ${column(13)}::text[]) as r`);
  const milliseconds = performance.now() - start;
  const [count] = await rawRows<{ stored: number }>(db, sql`select count(*)::int as stored from invoice_lines where invoice_report_id = ${report.id}`);
  await db.execute(sql`delete from invoice_reports where id = ${report.id}`);
  return { milliseconds, stored: count?.stored ?? 0 };
}
