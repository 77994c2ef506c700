import { and, eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryDto, PagedResult } from '@leasedesk/contract';
import { reminderPreferences } from '../../../src/db/schema.ts';
import { issueDownloadToken } from '../../../src/lib/auth/download-tokens.ts';
import { tokenKeyFrom } from '../../../src/lib/auth/tokens.ts';
import { issueUnsubscribeToken, unsubscribeTokenTtlSeconds } from '../../../src/modules/reminders/unsubscribe-token.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createContractor, createMember, createTenant, saveAgreement, savePreferences, tokenOf } from './support.ts';

/**
 * The digest's unsubscribe link: a token of its own kind that stops one user's digest in one tenant and nothing else,
 * refused (404, one message) when forged, altered, expired or of another kind, and accepted as RFC 8058's one-click
 * form POST on this route only.
 */
let t: TestApp;
let firm: number;
let other: number;
const users: Record<string, number> = {};
const emailOf = (name: string) => `${name}@unsubscribe.leasedesk.test`;
const invalid = { status: 404, body: { success: false, errors: [{ propertyName: '', message: 'This unsubscribe link is not valid' }], value: null } };

const linkOf = (name: string, tenantId: number = firm) => issueUnsubscribeToken(t.app.context.tokenKey, { userId: users[name] as number, tenantId }, t.clock());
const unsubscribe = async (token: string, init: { headers?: Record<string, string>; body?: unknown } = {}) => {
  const reply = await t.call('POST', `/api/reminders/unsubscribe/${token}`, init);
  return { status: reply.status, body: reply.body };
};
const digestOn = async (name: string, tenantId: number = firm) =>
  (await t.db.select({ on: reminderPreferences.emailDigest }).from(reminderPreferences).where(and(eq(reminderPreferences.tenantId, tenantId), eq(reminderPreferences.userId, users[name] as number))))[0]?.on;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.loginAdministrator();
  firm = await createTenant(t, admin, 'Rezygnacje', 1);
  other = await createTenant(t, admin, 'Inny klient', 1);
  users['maja'] = await createMember(t, admin, emailOf('maja'), 'Maja', [firm, other]);
  users['jan'] = await createMember(t, admin, emailOf('jan'), 'Jan', [firm]);
  for (const [name, tenantId] of [['maja', firm], ['maja', other], ['jan', firm]] as const) await savePreferences(t, await tokenOf(t, emailOf(name), tenantId), { language: 'pl' });
});
afterAll(async () => t.close());

describe('POST /api/reminders/unsubscribe/{token}', () => {
  it('stops that user’s digest in that tenant only, keeps the rest of the choice, answers whose it was, and audits it under them', async () => {
    const reply = await unsubscribe(await linkOf('maja'));
    expect(reply).toEqual({ status: 200, body: { success: true, errors: [], value: { email: emailOf('maja'), tenantName: 'Rezygnacje' } } });
    expect([await digestOn('maja'), await digestOn('maja', other), await digestOn('jan')]).toEqual([false, true, true]);
    const [row] = await t.db.select().from(reminderPreferences).where(and(eq(reminderPreferences.tenantId, firm), eq(reminderPreferences.userId, users['maja'] as number)));
    expect(row).toMatchObject({ language: 'pl', leaseEnd: true, payments: true });
    const trail = await t.call<PagedResult<AuditEntryDto>>('GET', '/api/audit?entity=reminderPreferences', { token: await tokenOf(t, emailOf('jan'), firm) });
    expect(trail.body.value?.items[0]).toMatchObject({ userId: users['maja'], userName: emailOf('maja'), label: emailOf('maja'), changes: [{ field: 'emailDigest', before: true, after: false }] });
  });

  it('is idempotent: the same link again answers the same and changes nothing', async () => {
    const token = await linkOf('maja');
    expect(await unsubscribe(token)).toEqual({ status: 200, body: { success: true, errors: [], value: { email: emailOf('maja'), tenantName: 'Rezygnacje' } } });
    expect(await digestOn('maja')).toBe(false);
  });

  it('takes RFC 8058’s one-click POST, a form, and the same pair as JSON', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe/${await linkOf('maja', other)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(form.json()).toEqual({ success: true, errors: [], value: { email: emailOf('maja'), tenantName: 'Inny klient' } });
    expect(await digestOn('maja', other)).toBe(false);
    expect((await unsubscribe(await linkOf('maja', other), { body: { 'List-Unsubscribe': 'One-Click' } })).status).toBe(200);
  });

  it('takes the one-click POST as multipart/form-data, the encoding RFC 8058 says it SHOULD have', async () => {
    const boundary = '----oneclick7MA4YWxkTrZu0gW';
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe/${await linkOf('jan')}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.json()).toEqual({ success: true, errors: [], value: { email: emailOf('jan'), tenantName: 'Rezygnacje' } });
    expect(await digestOn('jan')).toBe(false);
    await t.call('PUT', '/api/reminders/preferences', { token: await tokenOf(t, emailOf('jan'), firm), body: { leaseEnd: true, indexation: true, payments: true, impairment: true, emailDigest: true, language: 'pl' } });
    expect(await digestOn('jan')).toBe(true);
  });

  it('refuses another form or body as a field error, changing nothing', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe/${await linkOf('jan')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Later&tenantId=1',
    });
    expect(form.statusCode).toBe(200);
    expect((form.json() as { errors: { propertyName: string }[] }).errors.map((error) => error.propertyName).sort()).toEqual(['List-Unsubscribe', 'tenantId']);
    expect(await digestOn('jan')).toBe(true);
  });

  it('takes a form on this route only: elsewhere a form is still 415', async () => {
    const token = await tokenOf(t, emailOf('jan'), firm);
    const elsewhere = await t.app.inject({ method: 'PUT', url: '/api/reminders/preferences', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'emailDigest=false' });
    expect(elsewhere.statusCode).toBe(415);
    const login = await t.app.inject({ method: 'POST', url: '/api/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=a&password=b' });
    expect(login.statusCode).toBe(415);
    expect(await digestOn('jan')).toBe(true);
  });

  it('refuses a forged, altered or expired link, and any other token, with one 404', async () => {
    const genuine = await linkOf('jan');
    const forged = await issueUnsubscribeToken(tokenKeyFrom('another-secret-that-is-long-enough-for-hs256-xyz'), { userId: users['jan'] as number, tenantId: firm }, t.clock());
    const [header, payload, signature] = genuine.split('.') as [string, string, string];
    const otherPayload = Buffer.from(JSON.stringify({ ...decodeJwt(genuine), sub: String(users['maja']) })).toString('base64url');
    const altered = `${header}.${otherPayload}.${signature}`;
    const tampered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const pretenant = await t.login(emailOf('jan'), 'Tulip-orbit-kettle-2026');
    const tenant = await t.tenantToken(pretenant, firm);
    const administrator = await t.loginAdministrator();
    const download = await issueDownloadToken(t.app.context.tokenKey, { userId: users['jan'] as number, stamp: 'x', tenantId: firm, kind: 'leaseAgreement', resourceId: 1 }, 600, t.clock());
    // Our key, every claim of an unsubscribe link, but the session tokens' type.
    const sessionTyped = await new SignJWT({ typ: 'tenant', tid: firm })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('leasedesk')
      .setAudience('leasedesk-reminder-unsubscribe')
      .setSubject(String(users['jan']))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(t.app.context.tokenKey);
    for (const token of [forged, altered, tampered, unsigned, pretenant, tenant, administrator, download, sessionTyped, 'not-a-token']) {
      expect(await unsubscribe(token), token).toEqual(invalid);
    }
    // A year and a day later the genuine link has expired too.
    const clockBefore = t.clock().getTime();
    t.clock.advance((unsubscribeTokenTtlSeconds + 1) * 1000);
    expect(await unsubscribe(genuine)).toEqual(invalid);
    t.clock.advance(clockBefore - t.clock().getTime());
    expect(await digestOn('jan')).toBe(true);
    expect(await digestOn('maja', other)).toBe(false);
  });

  it('names a user and a tenant that exist, or it is no link of ours', async () => {
    const nobody = await issueUnsubscribeToken(t.app.context.tokenKey, { userId: 2_147_483_000, tenantId: firm }, t.clock());
    const noTenant = await issueUnsubscribeToken(t.app.context.tokenKey, { userId: users['jan'] as number, tenantId: 2_147_483_000 }, t.clock());
    expect(await unsubscribe(nobody)).toEqual(invalid);
    expect(await unsubscribe(noTenant)).toEqual(invalid);
  });
});

describe('the unsubscribe token', () => {
  it('is of its own kind, for a year: accepted as no session or download token', async () => {
    const token = await linkOf('jan');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ typ: 'reminderUnsubscribe', aud: 'leasedesk-reminder-unsubscribe', sub: String(users['jan']), tid: firm });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(366 * 24 * 60 * 60);
    expect(claims).not.toHaveProperty('stamp');
    expect((await t.call('GET', '/api/reminders/preferences', { token })).status).toBe(401);
    expect((await t.call('GET', '/api/user', { token })).status).toBe(401);
    expect((await t.call<boolean>('POST', '/api/validatetoken', { body: { token } })).body.value).toBe(false);
    const contractorId = await createContractor(t, await tokenOf(t, emailOf('jan'), firm), 'Wynajmujący', 530_500_001);
    const agreement = await saveAgreement(t, await tokenOf(t, emailOf('jan'), firm), {
      contractorId,
      contractNumber: 'U/1',
      scheduleNumber: '1',
      startingDate: '2025-01-01',
      termInMonths: 12,
      rentPaymentAmount: 100,
      paymentDue: 1,
      paymentInterval: 0,
      incrementalBorrowingRate: 0.05,
      depreciationMethod: 0,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/leaseagreements/${agreement.id}/leasecalculations/excel/${token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/leaseagreements/${agreement.id}/leasecalculations/excel/${agreement.token}` })).statusCode).toBe(200);
  });

  it('opened by GET (a mail client without one-click) leads to the page that asks, and changes nothing', async () => {
    const token = await linkOf('jan');
    const reply = await t.app.inject({ method: 'GET', url: `/api/reminders/unsubscribe/${token}` });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(`http://leasedesk.test/unsubscribe/${token}`);
    expect(await digestOn('jan')).toBe(true);
  });
});
