import { performance } from 'node:perf_hooks';
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import { leaseAgreementInput } from '@leasedesk/contract';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { seedDemoData } from '../../apps/api/src/db/seed.ts';
import { withTenant } from '../../apps/api/src/db/scope.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { calculateAgreement, storeNewAgreements } from '../../apps/api/src/modules/lease-agreements/save-agreement.ts';
import { benchAgreement } from './agreement-file.ts';

const url = process.env['PROFILE_URL'];
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite-memory' });
await migrateDatabase(database);
const seed = await seedDemoData(database.db);
const tenantId = seed.tenantIds!.ifrs16;
if (process.env['ANALYZE']) await database.db.execute(sql`vacuum analyze`);
const [c] = await rawRows<{ id: number }>(database.db, sql`select id from contractors where tenant_id = ${tenantId} limit 1`);
const n = Number(process.env['N'] ?? 500);
const agreements = Array.from({ length: n }, (_, i) => {
  const b = benchAgreement(i);
  const input = leaseAgreementInput.parse({ ...b.agreement, contractorId: c!.id, contractNumber: b.contractNumber, scheduleNumber: '1' });
  const r = calculateAgreement(input, 1);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.agreement;
});
const t0 = performance.now();
await withTenant(database.db, tenantId, async (tx) => {
  if (process.env['CUSTOM']) await tx.execute(sql`select set_config('plan_cache_mode', 'force_custom_plan', true)`);
  const orig = tx.execute.bind(tx);
  (tx as any).execute = async (q: any) => { const s = performance.now(); const r = await orig(q); if (process.env['VERBOSE']) console.log('execute', (performance.now() - s).toFixed(0), 'ms'); return r; };
  for (let i = 0; i < n; i += 160) {
    const s = performance.now();
    if (process.env['DISCARD']) await tx.execute(sql`discard plans`);
    await storeNewAgreements(tx, tenantId, agreements.slice(i, i + 160));
    console.log('chunk', (performance.now() - s).toFixed(0));
  }
});
console.log('total', (performance.now() - t0).toFixed(0));
await database.close();
