import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaseAgreementInput, ReminderItem } from '@leasedesk/contract';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { exampleA } from '../lease-agreements/support.ts';
import { allIndicators, answerImpairment, createContractor, createMember, createTenant, reminders, saveAgreement, tokenOf } from './support.ts';

/**
 * What falls due on a day D, as a table: agreements whose schedules cross month ends and leap days (31 January + 1
 * month, 28 and 29 February, closing dates on 29 February 2028 and 28 February 2027), each day with the exact keys in
 * their order. A date counts from D to D + horizon, both included (leases 90 days, indexations 30, payments 7); the
 * impairment reminder asks about 31 December of D's year − 1 until that year end's questionnaire is fully answered.
 */
let t: TestApp;
let token: string;
let csiToken: string;
const ids: Record<string, number> = {};

const ifrs16 = { scheduleNumber: '1', incrementalBorrowingRate: 0.06, depreciationMethod: 0 } as const;

/** The stored schedules these give are checked where they matter below (e.g. A pays on 28 February 2024, 31 January + 1 month − 1 day). */
const agreements: Record<string, Omit<LeaseAgreementInput, 'contractorId'>> = {
  // 31 January, monthly in arrears: rows end on 28 Feb 2024, 30 Mar, 29 Apr …; closes 2025-01-30.
  A: { ...ifrs16, contractNumber: 'R/A', startingDate: '2024-01-31', termInMonths: 12, rentPaymentAmount: 1000, paymentDue: 1, paymentInterval: 0 },
  // 28 February, quarterly in advance, 3 % a year: indexed on 2024-02-28, 2025-02-28 …; closes 2028-02-27.
  B: { ...ifrs16, contractNumber: 'R/B', startingDate: '2023-02-28', termInMonths: 60, rentPaymentAmount: 3000, paymentDue: 0, paymentInterval: 1, indexationRate: 3 },
  // 29 February, monthly in advance, 4 % a year: pays on the 29th (28 February in common years); closes 2028-02-28.
  C: { ...ifrs16, contractNumber: 'R/C', startingDate: '2024-02-29', termInMonths: 48, rentPaymentAmount: 1000, paymentDue: 0, paymentInterval: 0, indexationRate: 4 },
  // 1 March, monthly in arrears: pays on each month's last day, 29 February 2024 and 2028 included; closes 2028-02-29.
  D: { ...ifrs16, contractNumber: 'R/D', startingDate: '2023-03-01', termInMonths: 60, rentPaymentAmount: 2000, paymentDue: 1, paymentInterval: 0 },
  // Yearly in arrears from 1 March 2024: pays 2025-02-28, 2026-02-28, 2027-02-28; closes 2027-02-28.
  E: { ...ifrs16, contractNumber: 'R/E', startingDate: '2024-03-01', termInMonths: 36, rentPaymentAmount: 12_000, paymentDue: 1, paymentInterval: 3 },
  // Calendar 2025, monthly in advance: closes on 31 December, the year end itself.
  F: { ...ifrs16, contractNumber: 'R/F', startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 500, paymentDue: 0, paymentInterval: 0 },
  // D's twin, deleted: never due.
  G: { ...ifrs16, contractNumber: 'R/G', startingDate: '2023-03-01', termInMonths: 60, rentPaymentAmount: 2000, paymentDue: 1, paymentInterval: 0 },
};

const key = (kind: 'leaseEnd' | 'indexation' | 'payment' | 'impairment', letter: string, date: string) => `${kind}:${ids[letter]}:${date}`;
const impairments = (letters: string, yearEnd: string) => [...letters].map((letter) => key('impairment', letter, yearEnd));

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.loginAdministrator();
  const tenantId = await createTenant(t, admin, 'Terminy IFRS16', 1);
  const csiTenantId = await createTenant(t, admin, 'Terminy CSI', 0);
  await createMember(t, admin, 'terminy@leasedesk.test', 'Tamara', [tenantId, csiTenantId]);
  token = await tokenOf(t, 'terminy@leasedesk.test', tenantId);
  csiToken = await tokenOf(t, 'terminy@leasedesk.test', csiTenantId);
  const contractorId = await createContractor(t, token, 'Kalendarz Sp. z o.o.', 530_200_001);
  for (const [letter, body] of Object.entries(agreements)) ids[letter] = (await saveAgreement(t, token, { ...body, contractorId })).id;
  await t.call('DELETE', `/api/leaseagreements/${ids['G']}`, { token });
  // The year end 2024: A fully answered (not due), B all but one indicator (due); D answered 2023 fully, so only 2024 is due.
  await answerImpairment(t, token, ids['D'] as number, '2023-12-31', allIndicators);
  await answerImpairment(t, token, ids['A'] as number, '2024-12-31', allIndicators);
  await answerImpairment(t, token, ids['B'] as number, '2024-12-31', allIndicators.slice(0, 7));
  // DOMAIN §12 example A under CSI: quarterly in advance from 2025-03-01, closes 2028-02-29, residual value paid 2028-03-01.
  const csiContractorId = await createContractor(t, csiToken, 'Leasing CSI Sp. z o.o.', 530_200_002);
  ids['H'] = (await saveAgreement(t, csiToken, { ...exampleA(csiContractorId), contractNumber: 'R/H' })).id;
});
afterAll(async () => t.close());

const table: { day: string; why: string; keys: () => string[] }[] = [
  {
    day: '2024-02-21',
    why: 'D + 7 = 28 Feb: A (31 Jan + 1 month − 1 day) and B pay, B is indexed; C and D on 29 Feb are one day too far; the year end 2023: B (D answered)',
    keys: () => [...impairments('B', '2023-12-31'), key('indexation', 'B', '2024-02-28'), key('payment', 'A', '2024-02-28'), key('payment', 'B', '2024-02-28')],
  },
  {
    day: '2024-02-22',
    why: 'D + 7 = 29 Feb 2024: C starts paying in advance, D pays in arrears on the leap day',
    keys: () => [
      ...impairments('B', '2023-12-31'),
      key('indexation', 'B', '2024-02-28'),
      key('payment', 'A', '2024-02-28'),
      key('payment', 'B', '2024-02-28'),
      key('payment', 'C', '2024-02-29'),
      key('payment', 'D', '2024-02-29'),
    ],
  },
  {
    day: '2025-01-28',
    why: 'A ends on 2025-01-30; the indexations of 28 Feb are D + 31; the year end 2024: A answered, B partly (due), F not yet started',
    keys: () => [
      ...impairments('BCDE', '2024-12-31'),
      key('payment', 'C', '2025-01-29'),
      key('leaseEnd', 'A', '2025-01-30'),
      key('payment', 'A', '2025-01-30'),
      key('payment', 'D', '2025-01-31'),
      key('payment', 'F', '2025-02-01'),
    ],
  },
  {
    day: '2025-01-29',
    why: 'D + 30 = 28 Feb 2025: B and C are indexed (C on 28 Feb, its 29th in a common year); C pays on D itself',
    keys: () => [
      ...impairments('BCDE', '2024-12-31'),
      key('payment', 'C', '2025-01-29'),
      key('leaseEnd', 'A', '2025-01-30'),
      key('payment', 'A', '2025-01-30'),
      key('payment', 'D', '2025-01-31'),
      key('payment', 'F', '2025-02-01'),
      key('indexation', 'B', '2025-02-28'),
      key('indexation', 'C', '2025-02-28'),
    ],
  },
  {
    day: '2025-10-01',
    why: 'F pays on D itself; F’s end on 31 Dec is D + 91',
    keys: () => [...impairments('BCDE', '2024-12-31'), key('payment', 'F', '2025-10-01')],
  },
  {
    day: '2025-10-02',
    why: 'D + 90 = 31 Dec: F’s end; its payment of 1 Oct is past',
    keys: () => [...impairments('BCDE', '2024-12-31'), key('leaseEnd', 'F', '2025-12-31')],
  },
  {
    day: '2025-12-31',
    why: 'the last day of the year: still the year end 2024; F ends and D pays on D itself',
    keys: () => [...impairments('BCDE', '2024-12-31'), key('leaseEnd', 'F', '2025-12-31'), key('payment', 'D', '2025-12-31')],
  },
  {
    day: '2026-01-01',
    why: 'the first day of the year: the year end 2025, F included (it closed on that very day), A not (closed in January)',
    keys: () => impairments('BCDEF', '2025-12-31'),
  },
  {
    day: '2028-02-21',
    why: 'B, C and D end within 90 days (D on 29 Feb 2028); D’s last payment on 29 Feb is D + 8',
    keys: () => [...impairments('BCD', '2027-12-31'), key('leaseEnd', 'B', '2028-02-27'), key('leaseEnd', 'C', '2028-02-28'), key('leaseEnd', 'D', '2028-02-29')],
  },
  {
    day: '2028-02-22',
    why: 'D + 7 = 29 Feb 2028: D’s last payment',
    keys: () => [
      ...impairments('BCD', '2027-12-31'),
      key('leaseEnd', 'B', '2028-02-27'),
      key('leaseEnd', 'C', '2028-02-28'),
      key('leaseEnd', 'D', '2028-02-29'),
      key('payment', 'D', '2028-02-29'),
    ],
  },
  {
    day: '2028-03-01',
    why: 'every agreement has ended; those that ran at the year end 2027 still owe its questionnaire',
    keys: () => impairments('BCD', '2027-12-31'),
  },
];

describe('the reminders due on a day, across month ends and leap days', () => {
  for (const row of table) {
    it(`${row.day}: ${row.why}`, async () => {
      expect((await reminders(t, token, row.day)).map((item) => item.key)).toEqual(row.keys());
    });
  }

  it('names the agreement and its contractor, with the payment or the indexed rent as the amount', async () => {
    const items = await reminders(t, token, '2025-01-29');
    const byKey = new Map(items.map((item) => [item.key, item]));
    const expected: Partial<ReminderItem> = { leaseAgreementId: ids['B'], contractNumber: 'R/B', scheduleNumber: '1', contractorName: 'Kalendarz Sp. z o.o.' };
    expect(byKey.get(key('indexation', 'B', '2025-02-28'))).toEqual({ ...expected, key: key('indexation', 'B', '2025-02-28'), kind: 1, date: '2025-02-28', amount: 3182.7 });
    expect(byKey.get(key('indexation', 'C', '2025-02-28'))).toMatchObject({ kind: 1, amount: 1040 });
    expect(byKey.get(key('payment', 'D', '2025-01-31'))).toMatchObject({ kind: 2, amount: 2000, contractNumber: 'R/D' });
    expect(byKey.get(key('leaseEnd', 'A', '2025-01-30'))).toMatchObject({ kind: 0, amount: null });
    expect(byKey.get(key('impairment', 'B', '2024-12-31'))).toMatchObject({ kind: 3, amount: null, date: '2024-12-31' });
  });

  it('asks for the questionnaire again when its last answer is taken back, and not once all are answered', async () => {
    await answerImpairment(t, token, ids['B'] as number, '2024-12-31', allIndicators);
    expect((await reminders(t, token, '2025-10-01')).map((item) => item.key)).toEqual([...impairments('CDE', '2024-12-31'), key('payment', 'F', '2025-10-01')]);
    // An answer taken back (null) leaves the questionnaire incomplete again, as the table's B is.
    const takenBack = await t.call('PUT', `/api/leaseagreements/${ids['B']}/impairmentprocedure`, { token, body: { accountingYearEnd: '2024-12-31', answers: [{ sequence: 8, answer: null }] } });
    expect(takenBack.body.success).toBe(true);
    expect((await reminders(t, token, '2025-10-01')).map((item) => item.key)).toEqual([...impairments('BCDE', '2024-12-31'), key('payment', 'F', '2025-10-01')]);
  });

  it('under CSI: leases and payments (the residual value in its additional month), never an impairment questionnaire', async () => {
    const h = ids['H'] as number;
    expect((await reminders(t, csiToken, '2028-02-23')).map((item) => item.key)).toEqual([`leaseEnd:${h}:2028-02-29`, `payment:${h}:2028-03-01`]);
    expect((await reminders(t, csiToken, '2028-02-23'))[1]).toMatchObject({ amount: 5000 });
    // It ran at the year end 2025 too, and is still not asked about it.
    expect((await reminders(t, csiToken, '2026-06-01')).map((item) => item.key)).toEqual([`payment:${h}:2026-06-01`]);
  });
});
