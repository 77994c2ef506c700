import { and, asc, eq, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impairmentIndicators, impairmentQuestionnaires } from '../../../src/db/schema.ts';
import { withTenant } from '../../../src/db/scope.ts';
import { allAnswered, answer, ifrsAgreement, startImpairmentTest, storedQuestionnaires, type Answer, type ImpairmentTest } from './support.ts';
import { databaseRefusal } from '../../support/database-refusal.ts';

/** What the database holds for the impairment procedure, and what the application may do to it. */
let s: ImpairmentTest;

beforeAll(async () => {
  s = await startImpairmentTest();
});
afterAll(async () => s.t.close());

/** PostgreSQL's insufficient_privilege, however the driver wraps the failed query. */

describe('two answers of one agreement at once', () => {
  it('leave exactly one current questionnaire, each stored one with the answers sent', async () => {
    const earlierAnswers: Answer[] = allAnswered(false).map((each) => (each.sequence === 3 ? { sequence: 3, answer: true } : each));
    const laterAnswers: Answer[] = [{ sequence: 7, answer: true }, { sequence: 2, answer: false }];
    const agreements = await Promise.all(['IMP/C1', 'IMP/C2', 'IMP/C3'].map((contractNumber) => ifrsAgreement(s, contractNumber)));
    const replies = await Promise.all(
      agreements.map((agreement) => Promise.all([answer(s.t, s.ifrs, agreement.id, '2025-12-31', earlierAnswers), answer(s.t, s.ifrs, agreement.id, '2026-12-31', laterAnswers)])),
    );
    for (const [index, agreement] of agreements.entries()) {
      const [earlier, later] = replies[index] ?? [];
      // The later year end always wins; the earlier one was either stored first (then archived) or refused.
      expect(later?.body.success).toBe(true);
      const current = await s.t.db
        .select({ accountingYearEnd: impairmentQuestionnaires.accountingYearEnd })
        .from(impairmentQuestionnaires)
        .where(and(eq(impairmentQuestionnaires.leaseAgreementId, agreement.id), not(impairmentQuestionnaires.isArchived)));
      expect(current).toEqual([{ accountingYearEnd: '2026-12-31' }]);
      const laterStored = { accountingYearEnd: '2026-12-31', isArchived: false, createdBy: s.t.seed.userId, updatedBy: s.t.seed.userId, answers: [null, false, null, null, null, null, true, null] };
      if (earlier?.body.success) {
        expect(await storedQuestionnaires(s.t, agreement.id)).toEqual([
          { accountingYearEnd: '2025-12-31', isArchived: true, createdBy: s.t.seed.userId, updatedBy: s.t.seed.userId, answers: earlierAnswers.map((each) => each.answer) },
          laterStored,
        ]);
      } else {
        expect(earlier?.body.errors).toEqual([
          { propertyName: 'accountingYearEnd', message: 'The questionnaire for the year ending 31/12/2026 is already answered: an earlier year end can no longer be answered' },
        ]);
        expect(await storedQuestionnaires(s.t, agreement.id)).toEqual([laterStored]);
      }
    }
  });
});

describe('the impairment indicators', () => {
  it('are seeded, eight of them, each worded in English and in Polish', async () => {
    const rows = await s.t.db.select().from(impairmentIndicators).orderBy(asc(impairmentIndicators.sequence));
    expect(rows.map((row) => row.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const row of rows) {
      expect(row.questionEn).toMatch(/^[A-Z].{20,}\?$/);
      expect(row.questionPl).toMatch(/^Czy .{20,}\?$/);
      expect(row.questionPl).not.toBe(row.questionEn);
    }
    expect(rows[4]).toEqual({
      sequence: 5,
      questionEn: 'Is there evidence of obsolescence or physical damage of the asset?',
      questionPl: 'Czy istnieją dowody utraty przydatności (starzenia się) lub fizycznego uszkodzenia składnika aktywów?',
    });
  });

  it('are read by the application’s role and never written by it', async () => {
    const tenantId = s.t.seed.tenantIds.ifrs16;
    const before = await s.t.db.select().from(impairmentIndicators).orderBy(asc(impairmentIndicators.sequence));
    expect(await withTenant(s.t.db, tenantId, (tx) => tx.select().from(impairmentIndicators).orderBy(asc(impairmentIndicators.sequence)))).toEqual(before);
    const update = withTenant(s.t.db, tenantId, (tx) => tx.update(impairmentIndicators).set({ questionEn: 'Changed?' }).where(eq(impairmentIndicators.sequence, 1)));
    expect(await databaseRefusal(update)).toMatch(/permission denied for table impairment_indicators/);
    const insert = withTenant(s.t.db, tenantId, (tx) => tx.insert(impairmentIndicators).values({ sequence: 9, questionEn: 'Added?', questionPl: 'Dodane?' }));
    expect(await databaseRefusal(insert)).toMatch(/permission denied for table impairment_indicators/);
    const remove = withTenant(s.t.db, tenantId, (tx) => tx.delete(impairmentIndicators).where(eq(impairmentIndicators.sequence, 8)));
    expect(await databaseRefusal(remove)).toMatch(/permission denied for table impairment_indicators/);
    expect(await s.t.db.select().from(impairmentIndicators).orderBy(asc(impairmentIndicators.sequence))).toEqual(before);
  });
});
