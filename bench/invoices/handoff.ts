// The hand-off half of bench/invoices (run.ts starts it on the database it loaded, after the import): a send of
// BENCH_HANDOFF_INVOICES invoices (default 1 000) of three lines each (the rent at 23 %, an insurance exempt
// from VAT, a fee at 23 %: two VAT rates per invoice, every line matched), imported through the CSV route and
// sent through POST /api/extensivereport/send, then both files of the send downloaded through their routes,
// BENCH_RUNS times each: the Optima XML (FORMATS §6, aim < 2 s for 1 000 invoices) beside the workbook of the
// same send, measured in the same run. The XML's PLN totals are checked against the lines before timing.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, type DatabaseLocation } from '../../apps/api/src/db/client.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { demoAccounts, demoPassword } from '../../apps/api/src/demo/seed.ts';

export type HandoffSpec = { location: DatabaseLocation; tenantId: number; invoices: number; runs: number };

const spec = JSON.parse(process.env['BENCH_HANDOFF_CHILD'] ?? 'null') as HandoffSpec | null;
if (!spec) throw new Error('run bench/invoices/run.ts: it loads a database and starts this with BENCH_HANDOFF_CHILD');

const percentile = (samples: number[], p: number) => [...samples].sort((x, y) => x - y)[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)] ?? NaN;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2).padStart(6)} s`;
const line = (label: string, samples: number[]) =>
  console.log(`  ${label.padEnd(64)} p50 ${seconds(percentile(samples, 50))}   runs ${samples.map((sample) => (sample / 1000).toFixed(2)).join(' ')}`);

type Row = { taxId: string; contractor: string; contractNumber: string; scheduleNumber: string; paymentDate: string; paymentAmount: string };

/** `1234567` cents → `12345,67`. */
const amount = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** One invoice per agreement (its first paid schedule row), numbered uniquely, three positions each. */
async function handoffCsv(rows: Row[]): Promise<Buffer> {
  const header = 'contractorName;taxId;agreementNumber;scheduleNumber;invoiceNumber;invoiceDate;paymentDate;periodInvoiced;positionDescription;positionNetAmountPln;positionVatAmountPln;vatRate;currency';
  const lines = [header];
  rows.forEach((row, index) => {
    const number = `FV/H/${index + 1}`;
    const month = row.paymentDate.slice(0, 7);
    const rent = Math.round(Number(row.paymentAmount) * 100);
    const position = (description: string, net: number, rate: string) =>
      [row.contractor, row.taxId, row.contractNumber, row.scheduleNumber, number, `05.${month.slice(5)}.${month.slice(0, 4)}`, `19.${month.slice(5)}.${month.slice(0, 4)}`, month, description,
        amount(net), amount(rate === '23%' ? Math.round(net * 0.23) : 0), rate, 'PLN'].join(';');
    lines.push(position(`Rata leasingowa ${row.contractNumber}`, rent, '23%'), position('Ubezpieczenie przedmiotu leasingu', 4500, 'zw'), position('Opłata administracyjna', 1250, '23%'));
  });
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

function multipart(bytes: Buffer) {
  const boundary = `----leasedeskbench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="handoff.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const database = await openDatabase(spec.location);
const { db } = database;
const app = await buildApp({ config: { ...loadConfig({}), jwtSecret: randomBytes(32).toString('hex') }, db });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/token', payload: { username: demoAccounts.user.email, password: demoPassword } });
const pretenant = (login.json() as { value: { token: string } }).value.token;
const chosen = await app.inject({ method: 'POST', url: '/api/tokenwithtenent', headers: { authorization: `Bearer ${pretenant}` }, payload: { tenantId: spec.tenantId } });
const authorization = `Bearer ${(chosen.json() as { value: { token: string } }).value.token}`;

const rows = await rawRows<Row>(
  db,
  sql`select c.tax_id as "taxId", c.name as contractor, a.contract_number as "contractNumber", a.schedule_number as "scheduleNumber",
      s.payment_date::text as "paymentDate", s.payment_amount::text as "paymentAmount"
    from lease_agreements a
    join contractors c on c.tenant_id = a.tenant_id and c.id = a.contractor_id
    cross join lateral (select payment_date, payment_amount from lease_amortizations s
      where s.tenant_id = a.tenant_id and s.lease_agreement_id = a.id and s.payment_amount > 0 order by period_number limit 1) s
    where a.tenant_id = ${spec.tenantId} and not a.is_deleted and a.contract_number like 'RB/%'
    order by a.id limit ${spec.invoices}`,
);
const name = `handoff ${randomBytes(4).toString('hex')}`;
const { body, contentType } = multipart(await handoffCsv(rows));
const imported = await app.inject({ method: 'POST', url: `/api/invoices/csv?name=${encodeURIComponent(name)}`, headers: { authorization, 'content-type': contentType }, payload: body });
if (!(imported.json() as { success: boolean }).success) throw new Error(`import failed: ${imported.body.slice(0, 500)}`);
const ids = await rawRows<{ id: number }>(db, sql`select l.id from invoice_lines l join invoice_reports r on r.id = l.invoice_report_id where r.tenant_id = ${spec.tenantId} and r.name = ${name} order by l.id`);

const sendStart = performance.now();
const sent = await app.inject({ method: 'POST', url: '/api/extensivereport/send', headers: { authorization }, payload: { extensiveReportDtos: ids } });
const sendMs = performance.now() - sendStart;
const exported = (sent.json() as { success: boolean; value: { id: number; token: string } | null; errors: unknown }).value;
if (!exported) throw new Error(`send failed: ${sent.body.slice(0, 500)}`);

async function timed(url: string): Promise<{ samples: number[]; payload: Buffer }> {
  const samples: number[] = [];
  let payload: Buffer = Buffer.alloc(0);
  for (let run = 0; run < spec!.runs; run++) {
    const start = performance.now();
    const reply = await app.inject({ method: 'GET', url });
    samples.push(performance.now() - start);
    if (reply.statusCode !== 200) throw new Error(`${url} answered ${reply.statusCode}`);
    payload = reply.rawPayload;
  }
  return { samples, payload };
}
const workbook = await timed(`/api/reports/${exported.id}/excel/${exported.token}/enovareports?lang=pl`);
const optima = await timed(`/api/reports/${exported.id}/xml/${exported.token}/optima?lang=pl`);

// The file must hold what was sent: its PLN net (NETTO_SYS) adds up to the lines' net, to the cent.
const [stored] = await rawRows<{ net: string }>(db, sql`select sum(position_net_amount_pln)::text as net from invoice_lines where tenant_id = ${spec.tenantId} and invoice_export_id = ${exported.id}`);
const xml = optima.payload.toString('utf8');
const xmlNetCents = [...xml.matchAll(/<NETTO_SYS>(-?)(\d+)\.(\d{2})<\/NETTO_SYS>/g)].reduce(
  (sum, [, sign, whole, fraction]) => sum + (sign === '-' ? -1 : 1) * (Number(whole) * 100 + Number(fraction)),
  0,
);
const documents = (xml.match(/<REJESTR_ZAKUPU_VAT>/g) ?? []).length;
if (xmlNetCents !== Math.round(Number(stored?.net) * 100) || documents !== rows.length) throw new Error(`the XML does not hold the send: ${documents} documents, net ${xmlNetCents} cents vs ${stored?.net}`);

console.log(`  hand-off: ${rows.length} invoices, ${ids.length} lines in one send (XML ${(optima.payload.length / 1024).toFixed(0)} KB, workbook ${(workbook.payload.length / 1024).toFixed(0)} KB)`);
console.log(`  ${'send POST /api/extensivereport/send (once)'.padEnd(64)}     ${seconds(sendMs)}`);
line('workbook GET /api/reports/{id}/excel/{token}/enovareports', workbook.samples);
line('Optima XML GET /api/reports/{id}/xml/{token}/optima (aim < 2 s)', optima.samples);
console.log(`  ${'ratio XML / workbook'.padEnd(64)} p50 ${(percentile(optima.samples, 50) / percentile(workbook.samples, 50)).toFixed(2).padStart(6)}×`);

await db.execute(sql`delete from invoice_reports where tenant_id = ${spec.tenantId} and name = ${name}`);
await app.close();
await database.close();
