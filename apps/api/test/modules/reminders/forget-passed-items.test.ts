import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderSentItems } from '../../../src/db/schema.ts';
import { withTenant } from '../../../src/db/scope.ts';
import { forgetPassedItems } from '../../../src/modules/reminders/forget-passed-items.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

/**
 * What the digests told is forgotten once it can never be due again, so the daily read stays about the size of what is
 * due: dates more than 31 days behind the run's day, questionnaires more than one year end behind the one just passed.
 * Another tenant's items are never touched.
 */
let t: TestApp;
let tenant: number;
let other: number;

const told = [
  'payment:1:2027-02-01', // 31 days before 2027-03-04: kept
  'payment:1:2027-01-31', // 32 days before: forgotten
  'leaseEnd:2:2026-12-31', // forgotten
  'indexation:3:2027-03-20', // ahead: kept
  'impairment:4:2026-12-31', // the year end just passed: kept
  'impairment:4:2025-12-31', // the one before: kept (a run of a day of 2026 may still need it)
  'impairment:5:2024-12-31', // forgotten
];

beforeAll(async () => {
  t = await startTestApp();
  tenant = t.seed.tenantIds.csi;
  other = t.seed.tenantIds.ifrs16;
  const userId = t.seed.userId;
  await t.db.insert(reminderSentItems).values([...told.map((itemKey) => ({ tenantId: tenant, userId, itemKey, day: '2027-01-01' })), { tenantId: other, userId, itemKey: 'payment:9:2020-01-01', day: '2020-01-01' }]);
});
afterAll(async () => t.close());

describe('forgetPassedItems', () => {
  it('forgets, for the run’s day, what can never be due again, and nothing of another tenant', async () => {
    await withTenant(t.db, tenant, (tx) => forgetPassedItems(tx, tenant, '2027-03-04'));
    const kept = (await t.db.select({ key: reminderSentItems.itemKey }).from(reminderSentItems).where(eq(reminderSentItems.tenantId, tenant))).map((row) => row.key).sort();
    expect(kept).toEqual(['impairment:4:2025-12-31', 'impairment:4:2026-12-31', 'indexation:3:2027-03-20', 'payment:1:2027-02-01']);
    expect(await t.db.select({ key: reminderSentItems.itemKey }).from(reminderSentItems).where(eq(reminderSentItems.tenantId, other))).toEqual([{ key: 'payment:9:2020-01-01' }]);
  });
});
