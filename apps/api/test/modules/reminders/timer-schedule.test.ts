import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reminderDigests } from '../../../src/db/schema.ts';
import { dayToRun, warsawHour } from '../../../src/modules/reminders/run-hour.ts';
import { startTimerSchedule } from '../../../src/modules/reminders/timer-schedule.ts';
import type { DailyReminders } from '../../../src/modules/reminders/schedule-handle.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createContractor, createMember, createTenant, saveAgreement, savePreferences, startRefusableSmtpSink, tokenOf, type RefusableSmtpSink } from './support.ts';

/** The embedded database's daily run: once a day from 07:00 in Poland, again only after a failure, never after stop. */
describe('the hour the digests leave', () => {
  it('is 07:00 in Poland, winter (UTC+1) and summer (UTC+2) alike', () => {
    expect(dayToRun(new Date('2026-01-15T05:59:59Z'), null)).toBeNull();
    expect(dayToRun(new Date('2026-01-15T06:00:00Z'), null)).toBe('2026-01-15');
    expect(dayToRun(new Date('2026-07-15T04:59:59Z'), null)).toBeNull();
    expect(dayToRun(new Date('2026-07-15T05:00:00Z'), null)).toBe('2026-07-15');
    expect(warsawHour(new Date('2026-03-29T01:30:00Z'))).toBe(3); // the night summer time starts
  });

  it('runs a day once, and the next day in Poland even when UTC is still on the day before', () => {
    expect(dayToRun(new Date('2026-01-15T20:00:00Z'), '2026-01-15')).toBeNull();
    // 23:30 UTC on 31 December is 00:30 on 1 January in Poland: a new day, but before 07:00.
    expect(dayToRun(new Date('2026-12-31T23:30:00Z'), '2026-12-31')).toBeNull();
    expect(dayToRun(new Date('2027-01-01T06:00:00Z'), '2026-12-31')).toBe('2027-01-01');
  });
});

describe('the timer of the embedded database', () => {
  let t: TestApp;
  let sink: RefusableSmtpSink;
  let schedule: DailyReminders | undefined;
  let tenantId: number;
  let userId: number;

  const at = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock().getTime());
  const digests = () => t.db.select({ day: reminderDigests.day, status: reminderDigests.status }).from(reminderDigests).where(and(eq(reminderDigests.tenantId, tenantId), eq(reminderDigests.userId, userId)));
  const ticks = (count: number) => new Promise((resolve) => setTimeout(resolve, count * 20));

  beforeAll(async () => {
    sink = await startRefusableSmtpSink();
    t = await startTestApp({ config: { smtpUrl: sink.url } });
    const admin = await t.loginAdministrator();
    tenantId = await createTenant(t, admin, 'Zegar', 1);
    userId = await createMember(t, admin, 'zegar@leasedesk.test', 'Zenon', [tenantId]);
    const token = await tokenOf(t, 'zegar@leasedesk.test', tenantId);
    // Pays on the first of each month (in advance): something new is due every month.
    const contractorId = await createContractor(t, token, 'Zegarmistrz', 530_600_001);
    await saveAgreement(t, token, { contractorId, contractNumber: 'Z/1', scheduleNumber: '1', startingDate: '2026-01-01', termInMonths: 24, rentPaymentAmount: 700, paymentDue: 0, paymentInterval: 0, incrementalBorrowingRate: 0.05, depreciationMethod: 0 });
    await savePreferences(t, token, { impairment: false, leaseEnd: false });
  });
  afterAll(async () => {
    await schedule?.stop();
    await t.close();
    await sink.close();
  });

  it('does nothing before 07:00, runs the day once from 07:00, and not again that day', async () => {
    at('2026-02-26T05:30:00Z'); // 06:30 in Warsaw
    schedule = startTimerSchedule(t.app.context, t.app.log, 20);
    await ticks(5);
    expect(await digests()).toEqual([]);
    at('2026-02-26T06:05:00Z'); // 07:05
    await vi.waitFor(async () => expect(await digests()).toEqual([{ day: '2026-02-26', status: 'sent' }]), { timeout: 5000, interval: 20 });
    await ticks(10);
    expect(sink.takeAll().map((mail) => mail.subject)).toEqual(['LeaseDesk reminders: 1 date to watch at Zegar']);
  });

  it('runs again after a failure at the next check, until the mail leaves', async () => {
    sink.state.refusing = true;
    at('2026-03-26T06:30:00Z'); // 07:30 on a day with the payment of 1 April new
    await vi.waitFor(async () => expect(await digests()).toContainEqual({ day: '2026-03-26', status: 'failed' }), { timeout: 5000, interval: 20 });
    sink.state.refusing = false;
    await vi.waitFor(async () => expect(await digests()).toContainEqual({ day: '2026-03-26', status: 'sent' }), { timeout: 5000, interval: 20 });
    await ticks(10);
    expect(sink.takeAll()).toHaveLength(1);
  });

  it('stops: no run after stop, and a run under way is waited for', async () => {
    await schedule?.stop();
    schedule = undefined;
    at('2026-04-26T06:30:00Z');
    await ticks(10);
    expect((await digests()).map((digest) => digest.day)).toEqual(['2026-02-26', '2026-03-26']);
    expect(sink.takeAll()).toEqual([]);
  });
});
