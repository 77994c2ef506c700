import { performance } from 'node:perf_hooks';
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { seedDemoData } from '../../apps/api/src/db/seed.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { installZodMessages } from '../../apps/api/src/lib/zod-messages.ts';
import { importAgreements } from '../../apps/api/src/modules/agreement-csv/import-agreements.ts';
import { benchAgreementCsv, benchSalesPersons } from './agreement-file.ts';

installZodMessages();
const url = process.env['PROFILE_URL'];
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite-memory' });
await migrateDatabase(database);
const seed = await seedDemoData(database.db);
const tenantId = seed.tenantIds!.ifrs16;
import('../../apps/api/test/support/tax-ids.ts');
const { validTaxId } = await import('../../apps/api/test/support/tax-ids.ts');
const ids = Array.from({ length: 100 }, (_, i) => validTaxId(420_000_000 + i * 7919));
const contractors = await rawRows<{ taxId: string }>(database.db, sql`insert into contractors (tenant_id, name, tax_id) select ${tenantId}, 'C' || t, t from json_array_elements_text(${JSON.stringify(ids)}::json) as t returning tax_id as "taxId"`);
await database.db.execute(sql`insert into sales_persons (tenant_id, first_name, last_name) select ${tenantId}, p."firstName", p."lastName" from json_to_recordset(${JSON.stringify(benchSalesPersons)}::json) as p("firstName" text, "lastName" text)`);
await database.db.execute(sql`vacuum analyze`);
const n = Number(process.env['N'] ?? 1000);
const taxIds = Array.from({ length: 100 }, (_, i) => contractors[i % contractors.length]!.taxId);
const bytes = benchAgreementCsv(n, taxIds);
const t0 = performance.now();
if (process.env['APP']) {
  const { buildApp } = await import('../../apps/api/src/app.ts');
  const { loadConfig } = await import('../../apps/api/src/config.ts');
  const { demoAccounts, demoPassword } = await import('../../apps/api/src/db/seed.ts');
  const app = await buildApp({ config: { ...loadConfig({}), jwtSecret: 'x'.repeat(64) }, db: database.db });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/token', payload: { username: demoAccounts.user.email, password: demoPassword } });
  const pre = (login.json() as { value: { token: string } }).value.token;
  const chosen = await app.inject({ method: 'POST', url: '/api/tokenwithtenent', headers: { authorization: `Bearer ${pre}` }, payload: { tenantId } });
  const token = (chosen.json() as { value: { token: string } }).value.token;
  const boundary = '----b';
  const body = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="u.csv"\r\nContent-Type: text/csv\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const t1 = performance.now();
  const reply = await app.inject({ method: 'POST', url: '/api/leaseagreement/csv', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
  console.log('app import', (performance.now() - t1).toFixed(0), 'ms', reply.statusCode, reply.body.slice(0, 80), 'rss', (process.resourceUsage().maxRSS / 1024).toFixed(0));
  await app.close();
} else {
  const result = await importAgreements({ db: database.db } as never, tenantId, bytes, { dryRun: !!process.env['DRY'] });
  console.log('import', n, (performance.now() - t0).toFixed(0), 'ms', result.count, 'rss', (process.resourceUsage().maxRSS / 1024).toFixed(0));
}
await database.close();
