import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '@leasedesk/contract';
import { outbox, users } from '../../../src/db/schema.ts';
import { auditEntriesAfter, auditMark, type StoredAuditEntry } from '../../support/audit-trail.ts';
import { resetLinkIn } from '../../support/mail-text.ts';
import { demoAccounts, demoPassword, startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAdministrator();
});
afterAll(async () => t.close());

const signIn = (username: string, password: string) => t.call<{ token: string }>('POST', '/api/token', { body: { username, password } });

/** A user of this test's own, so lockouts and new passwords leave the demo accounts alone. */
async function createUser(email: string, password: string): Promise<number> {
  const body = { firstName: 'Sign', lastName: 'In', email, roleId: 1, tenantIds: [t.seed.tenantIds.csi], password, repeatedPassword: password };
  const reply = await t.call<UserDto>('POST', '/api/user', { token: admin, body });
  return reply.body.value?.id as number;
}

/** The reset link last mailed to `email` (without SMTP_URL the mail waits in the outbox table). */
async function lastResetLink(email: string) {
  await t.app.context.mailer.flush();
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
  return resetLinkIn(mail?.textBody ?? '', 'http://leasedesk.test');
}

const headsOf = (entries: StoredAuditEntry[]) => entries.map((e) => [e.action, e.entity, e.entityId, e.label, e.tenantId, e.userId, e.userName]);

/** No password typed or stored, no stamp, no reset token or its hash, no JWT reaches the trail. */
async function expectNoSecrets(entries: StoredAuditEntry[], userId: number, ...secrets: string[]) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  const text = JSON.stringify(entries);
  for (const secret of [...secrets, row?.passwordHash, row?.securityStamp]) {
    expect(secret).toBeTruthy();
    expect(text).not.toContain(secret);
  }
  if (row?.resetTokenHash) expect(text).not.toContain(row.resetTokenHash);
}

describe('the sign-in trail', () => {
  it('records a sign-in as one session entry naming the user, for a user and an administrator', async () => {
    const mark = await auditMark(t.db);
    const user = await signIn(demoAccounts.user.email, demoPassword);
    const administrator = await signIn(demoAccounts.administrator.email, demoPassword);
    const entries = await auditEntriesAfter(t.db, mark);
    expect(headsOf(entries)).toEqual([
      ['signIn', 'session', String(t.seed.userId), demoAccounts.user.email, null, t.seed.userId, demoAccounts.user.email],
      ['signIn', 'session', String(t.seed.administratorId), demoAccounts.administrator.email, null, t.seed.administratorId, demoAccounts.administrator.email],
    ]);
    expect(entries.map((e) => [e.changes, e.counts])).toEqual([[[], {}], [[], {}]]);
    expect(entries[0]?.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    await expectNoSecrets(entries, t.seed.userId, demoPassword, user.body.value?.token ?? '', administrator.body.value?.token ?? '');
  });

  it('records a failed sign-in of a known e-mail under the account, with the account’s address (not as typed) and the count', async () => {
    const mark = await auditMark(t.db);
    const failed = await signIn('  USER@LeaseDesk.test ', 'not-the-password');
    expect(failed.body.success).toBe(false);
    // The next good sign-in clears the count in the same transaction as its entry.
    expect((await signIn(demoAccounts.user.email, demoPassword)).body.success).toBe(true);
    const entries = await auditEntriesAfter(t.db, mark);
    expect(headsOf(entries)).toEqual([
      ['signInFailed', 'session', String(t.seed.userId), demoAccounts.user.email, null, t.seed.userId, demoAccounts.user.email],
      ['signIn', 'session', String(t.seed.userId), demoAccounts.user.email, null, t.seed.userId, demoAccounts.user.email],
    ]);
    expect(entries[0]).toMatchObject({ changes: [], counts: { failedAccessCount: 1 } });
    await expectNoSecrets(entries, t.seed.userId, 'not-the-password', demoPassword);
  });

  it('records a failed sign-in of an unknown e-mail as an unknown account tried from an address, never what was typed', async () => {
    const mark = await auditMark(t.db);
    // A password typed into the e-mail box: the trail administrators read must not keep it.
    const typed = '  Tulip-Secret-Orbit-2026  ';
    expect((await t.call('POST', '/api/token', { body: { username: typed, password: 'whatever-password' }, remoteAddress: '203.0.113.7' })).body.success).toBe(false);
    const entries = await auditEntriesAfter(t.db, mark);
    expect(headsOf(entries)).toEqual([['signInFailed', 'session', null, null, null, null, null]]);
    expect(entries[0]).toMatchObject({ changes: [], counts: {}, clientIp: '203.0.113.7' });
    expect(JSON.stringify(entries)).not.toContain('Tulip-Secret-Orbit');
    expect(JSON.stringify(entries)).not.toContain('whatever-password');
    // What an administrator reads, on the screen's call and in its Excel: an unknown account, and where from.
    const trail = await t.call<{ items: { action: string; userName: string | null; clientIp: string | null }[] }>('GET', '/api/audit?entity=session', { token: admin });
    expect(trail.body.value?.items.find((item) => item.action === 'signInFailed')).toMatchObject({ userName: null, clientIp: '203.0.113.7' });
    expect(JSON.stringify(trail.body)).not.toContain('Tulip-Secret-Orbit');
  });

  it('records the lockout in the failed attempt that caused it, attempts while locked, and a reset that lifts it', async () => {
    const email = 'locked-trail@leasedesk.test';
    const password = 'Quiet-harbor-lantern-2026';
    const id = await createUser(email, password);
    const mark = await auditMark(t.db);
    for (let i = 1; i <= 5; i++) await signIn(email, `wrong-${i}`);
    // The right password while locked: refused, still one failed attempt on the account.
    await signIn(email, password);
    await t.call('POST', '/api/users/sendresetpasswordtoken', { body: { email } });
    const link = await lastResetLink(email);
    const newPassword = 'Lifted-lockout-password-1';
    expect((await t.call('PUT', '/api/resetpassword', { body: { userId: id, token: link.token, newPassword } })).body.success).toBe(true);

    const entries = await auditEntriesAfter(t.db, mark);
    const failed = ['signInFailed', 'session', String(id), email, null, id, email];
    expect(headsOf(entries)).toEqual([
      ...Array.from({ length: 6 }, () => failed),
      ['passwordResetRequested', 'user', String(id), email, null, id, email],
      ['passwordReset', 'user', String(id), email, null, id, email],
    ]);
    expect(entries.slice(0, 6).map((e) => [e.changes, e.counts])).toEqual([
      [[], { failedAccessCount: 1 }],
      [[], { failedAccessCount: 2 }],
      [[], { failedAccessCount: 3 }],
      [[], { failedAccessCount: 4 }],
      [[{ field: 'isLockedOut', before: false, after: true }], { failedAccessCount: 5 }],
      [[], {}],
    ]);
    expect(entries[7]?.changes).toEqual([{ field: 'isLockedOut', before: true, after: false }]);
    await expectNoSecrets(entries, id, password, newPassword, link.token, 'wrong-5');
  });

  it('records choosing a tenant as a sign-in into it; a tenant not the user’s records nothing', async () => {
    const pretenant = await t.loginUser();
    const mark = await auditMark(t.db);
    const tenantToken = await t.tenantToken(pretenant, t.seed.tenantIds.ifrs16);
    expect((await t.call('POST', '/api/tokenwithtenent', { token: pretenant, body: { tenantId: 9999 } })).status).toBe(404);
    const entries = await auditEntriesAfter(t.db, mark);
    expect(headsOf(entries)).toEqual([['signIn', 'session', String(t.seed.userId), demoAccounts.user.email, null, t.seed.userId, demoAccounts.user.email]]);
    expect(entries[0]?.changes).toEqual([{ field: 'tenantId', before: null, after: t.seed.tenantIds.ifrs16 }]);
    await expectNoSecrets(entries, t.seed.userId, pretenant, tenantToken);
  });

  it('records signing out as the deletion of the user’s sessions', async () => {
    const token = await t.loginUser();
    const mark = await auditMark(t.db);
    expect((await t.call('POST', '/api/logout', { token })).status).toBe(200);
    const entries = await auditEntriesAfter(t.db, mark);
    expect(headsOf(entries)).toEqual([['signOut', 'session', String(t.seed.userId), demoAccounts.user.email, null, t.seed.userId, demoAccounts.user.email]]);
    await expectNoSecrets(entries, t.seed.userId, token);
  });
});

describe('the password trail', () => {
  const email = 'password-trail@leasedesk.test';
  const password = 'Copper-meadow-violin-2026';
  let id: number;
  beforeAll(async () => {
    id = await createUser(email, password);
  });

  it('records a reset request for an account only, with the same answer either way, and a reset by link; never the token', async () => {
    const mark = await auditMark(t.db);
    const known = await t.call('POST', '/api/users/sendresetpasswordtoken', { body: { email } });
    const unknown = await t.call('POST', '/api/users/sendresetpasswordtoken', { body: { email: 'nobody@leasedesk.test' } });
    expect(unknown.raw).toBe(known.raw);
    const link = await lastResetLink(email);
    const forged = await t.call('PUT', '/api/resetpassword', { body: { userId: id, token: `${link.token.slice(0, -4)}AAA=`, newPassword: 'Forged-link-password-1' } });
    expect(forged.body.success).toBe(false);
    const newPassword = 'Reset-by-link-password-1';
    expect((await t.call('PUT', '/api/resetpassword', { body: { userId: id, token: link.token, newPassword } })).body.success).toBe(true);
    const used = await t.call('PUT', '/api/resetpassword', { body: { userId: id, token: link.token, newPassword: 'Second-use-password-1' } });
    expect(used.body.success).toBe(false);

    const entries = await auditEntriesAfter(t.db, mark);
    expect(headsOf(entries)).toEqual([
      ['passwordResetRequested', 'user', String(id), email, null, id, email],
      ['passwordReset', 'user', String(id), email, null, id, email],
    ]);
    expect(entries.map((e) => [e.changes, e.counts])).toEqual([[[], {}], [[], {}]]);
    await expectNoSecrets(entries, id, link.token, newPassword, 'Forged-link-password-1');
    // Back to the first password for the next test.
    await t.call('POST', '/api/users/sendresetpasswordtoken', { body: { email } });
    const again = await lastResetLink(email);
    expect((await t.call('PUT', '/api/resetpassword', { body: { userId: id, token: again.token, newPassword: password } })).body.success).toBe(true);
  });

  it('records a password change by the signed-in user; a wrong current password is a refused change (no sign-in); other refusals nothing', async () => {
    const token = await t.login(email, password);
    const change = (body: Record<string, unknown>) => t.call<{ token: string }>('PUT', '/api/users/changepassword', { token, body });
    const newPassword = 'Changed-by-owner-password-1';
    const mark = await auditMark(t.db);
    expect((await change({ currentPassword: password, newPassword, repeatedPassword: 'Not-the-same-password-1' })).body.success).toBe(false);
    expect((await change({ currentPassword: password, newPassword: password, repeatedPassword: password })).body.success).toBe(false);
    expect((await change({ currentPassword: 'not-my-password', newPassword, repeatedPassword: newPassword })).body.success).toBe(false);
    const changed = await change({ currentPassword: password, newPassword, repeatedPassword: newPassword });
    expect(changed.body.success).toBe(true);

    const entries = await auditEntriesAfter(t.db, mark);
    expect(headsOf(entries)).toEqual([
      ['passwordChangeRefused', 'user', String(id), email, null, id, email],
      ['passwordChanged', 'user', String(id), email, null, id, email],
    ]);
    expect(entries.map((e) => [e.changes, e.counts])).toEqual([[[], { failedAccessCount: 1 }], [[], {}]]);
    await expectNoSecrets(entries, id, password, newPassword, 'not-my-password', token, changed.body.value?.token ?? '');
  });
});
