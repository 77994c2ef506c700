import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../../src/db/schema.ts';
import { sha256 } from '../../../src/lib/random.ts';
import { demoAccounts, demoPassword, startTestApp, type TestApp } from '../../support/test-app.ts';
import { setPasswordDirectly, strongTestPassword } from '../../support/set-password.ts';
import { resetLinkIn } from '../../support/mail-text.ts';
import { startSmtpSink } from '../../support/smtp-sink.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const email = demoAccounts.user.email;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApp({ config: { smtpUrl: smtp.url, appUrl: 'https://leasedesk.example', mailFrom: 'LeaseDesk <no-reply@leasedesk.example>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const requestReset = (address: string) => t.call('POST', '/api/users/sendresetpasswordtoken', { body: { email: address } });
const reset = (body: { userId: number; token: string; newPassword: string }) => t.call('PUT', '/api/resetpassword', { body });

async function mailedLink() {
  const before = smtp.received.length;
  const answer = await requestReset(email);
  expect(answer.body).toEqual({ success: true, errors: [], value: null });
  const mail = await smtp.nextMailTo(email, before);
  return { mail, link: resetLinkIn(mail.raw, 'https://leasedesk.example') };
}

describe('password reset over SMTP', () => {
  it('mails a link; following it sets the password once, revokes old sessions and lifts a lockout', async () => {
    const oldSession = await t.loginUser();
    for (let i = 0; i < 5; i++) await t.call('POST', '/api/token', { body: { username: email, password: 'wrong-password' } });
    const [locked] = await t.db.select().from(users).where(eq(users.email, email));
    expect(locked?.lockoutEnd).not.toBeNull();

    const { mail, link } = await mailedLink();
    expect(mail.from).toBe('no-reply@leasedesk.example');
    expect(mail.raw).toMatch(/Subject: LeaseDesk: reset your password/);
    expect(link.userId).toBe(t.seed.userId);
    // ≥128 random bits in base64; the database keeps only its hash.
    expect(Buffer.from(link.token, 'base64').length).toBeGreaterThanOrEqual(16);
    const [stored] = await t.db.select().from(users).where(eq(users.id, t.seed.userId));
    expect(stored?.resetTokenHash).toBe(sha256(link.token));
    expect(stored?.resetTokenHash).not.toContain(link.token);
    expect(stored?.resetTokenExpiresAt?.getTime()).toBe(t.clock().getTime() + 60 * 60_000);

    const newPassword = 'A-brand-new-password-1';
    expect((await reset({ userId: link.userId, token: link.token, newPassword })).body).toEqual({ success: true, errors: [], value: null });
    expect((await t.call('GET', '/api/user', { token: oldSession })).status).toBe(401);
    expect((await t.call('POST', '/api/token', { body: { username: email, password: demoPassword } })).body.success).toBe(false);
    expect((await t.call('POST', '/api/token', { body: { username: email, password: newPassword } })).body.success).toBe(true);
    const [after] = await t.db.select().from(users).where(eq(users.id, t.seed.userId));
    expect(after).toMatchObject({ resetTokenHash: null, lockoutEnd: null, failedAccessCount: 0 });

    // Single use.
    const again = await reset({ userId: link.userId, token: link.token, newPassword: 'Yet-another-password-2' });
    expect(again.body).toEqual({ success: false, errors: [{ propertyName: 'token', message: 'The password reset link is invalid or has expired' }], value: null });
    // Back to the demo password for the other tests (the policy refuses it as a new one).
    await setPasswordDirectly(t.db, link.userId, demoPassword);
  });

  it('voids a link when a newer one is requested', async () => {
    const first = await mailedLink();
    const second = await mailedLink();
    expect(second.link.token).not.toBe(first.link.token);
    expect((await reset({ userId: first.link.userId, token: first.link.token, newPassword: 'Password-from-old-link' })).body.success).toBe(false);
    expect((await reset({ userId: second.link.userId, token: second.link.token, newPassword: strongTestPassword })).body.success).toBe(true);
    await setPasswordDirectly(t.db, second.link.userId, demoPassword);
  });

  it('refuses a link after 60 minutes', async () => {
    const { link } = await mailedLink();
    t.clock.advance(60 * 60_000 + 1000);
    const late = await reset({ userId: link.userId, token: link.token, newPassword: 'Too-late-password-1' });
    expect(late.body.errors[0]?.propertyName).toBe('token');
    const [row] = await t.db.select().from(users).where(eq(users.id, t.seed.userId));
    expect(row?.resetTokenHash).toBe(sha256(link.token));
  });

  it('refuses a token of another user and a forged one', async () => {
    const { link } = await mailedLink();
    expect((await reset({ userId: t.seed.administratorId, token: link.token, newPassword: 'Stolen-link-password' })).body.success).toBe(false);
    expect((await reset({ userId: link.userId, token: `${link.token.slice(0, -4)}AAA=`, newPassword: 'Forged-link-password' })).body.success).toBe(false);
  });

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const before = smtp.received.length;
    const unknown = await requestReset('nobody@leasedesk.test');
    const known = await requestReset(email);
    expect(unknown.status).toBe(known.status);
    expect(unknown.raw).toBe(known.raw);
    await smtp.nextMailTo(email, before);
    await t.app.context.mailer.flush();
    expect(smtp.received.slice(before).flatMap((m) => m.to)).not.toContain('nobody@leasedesk.test');
  });

  it('checks the new password and the input', async () => {
    const short = await reset({ userId: t.seed.userId, token: 'abc/def+ghi=', newPassword: 'short' });
    expect(short.body.errors.map((e) => e.propertyName)).toEqual(['newPassword']);
    const extra = await t.call('PUT', '/api/resetpassword', { body: { userId: t.seed.userId, token: 'x', newPassword: 'Long-enough-password', isDeleted: false } });
    expect(extra.body.errors).toContainEqual({ propertyName: 'isDeleted', message: 'Unknown property' });
  });
});

describe('without SMTP_URL', () => {
  it('keeps the mail in the outbox table', async () => {
    const local = await startTestApp();
    try {
      await local.call('POST', '/api/users/sendresetpasswordtoken', { body: { email } });
      await local.app.context.mailer.flush();
      const kept = await local.db.select().from(outbox);
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ recipient: email, subject: 'LeaseDesk: reset your password' });
      const link = resetLinkIn(kept[0]?.textBody ?? '', 'http://leasedesk.test');
      const used = await local.call('PUT', '/api/resetpassword', { body: { userId: link.userId, token: link.token, newPassword: 'Outbox-link-password' } });
      expect(used.body.success).toBe(true);
    } finally {
      await local.close();
    }
  });
});
