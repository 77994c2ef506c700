import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseAgreements } from '../../../src/db/schema.ts';
import { withTenant } from '../../../src/db/scope.ts';
import { portfolioAgreements } from '../../../src/modules/analysis/portfolio-agreements.ts';
import { figureFieldsOf } from '../../../src/modules/lease-agreements/figures.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { randomAgreement, seededRandom } from '../accounting/support.ts';
import { createAgreement, createContractor, freshTenant } from './support.ts';

/**
 * The portfolio reads lease-math's fields as one JSON array per row (faster than whole rows on PGlite); each must
 * be what the single-agreement route reads through figureFieldsOf, over agreements of every shape the form allows.
 */
let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await startTestApp();
  const fresh = await freshTenant(t, 'Portfel Losowy', 1);
  tenantId = fresh.tenant.id;
  const contractor = await createContractor(t, fresh.token, 'Losowy Najemca', 660_000_001);
  const random = seededRandom(13);
  for (let index = 0; index < 25; index++) {
    // A random shape lease-math refuses (no rate exists) is simply not stored; most are.
    await t.call('POST', '/api/leaseagreement', { token: fresh.token, body: randomAgreement(random, contractor.id, `RND/${index}`, '1') });
  }
  // The rate solved from the fair value (shouldRateBeCalculated).
  await createAgreement(t, fresh.token, { ...randomAgreement(random, contractor.id, 'RND/last', '1'), shouldRateBeCalculated: true, totalEquipmentCost: 1000 });
});
afterAll(async () => t.close());

describe('the portfolio’s fields', () => {
  it('are figureFieldsOf the stored row, for every agreement', async () => {
    const read = await withTenant(t.db, tenantId, (tx) => portfolioAgreements(tx, tenantId, { contractorIds: null }));
    expect(read.length).toBeGreaterThan(15);
    for (const agreement of read) {
      const [row] = await t.db.select().from(leaseAgreements).where(and(eq(leaseAgreements.tenantId, tenantId), eq(leaseAgreements.id, agreement.id)));
      if (!row) throw new Error(`agreement ${agreement.id} not stored`);
      expect(agreement.fields, `agreement ${agreement.id}`).toStrictEqual(figureFieldsOf(row));
      expect([agreement.contractNumber, agreement.scheduleNumber, agreement.contractorName]).toEqual([row.contractNumber, row.scheduleNumber, 'Losowy Najemca']);
    }
  });
});
