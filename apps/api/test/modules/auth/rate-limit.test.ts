import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema.ts';
import { resetLinkIn } from '../../support/mail-text.ts';
import { demoAccounts, demoPassword, startTestApp, type TestApp } from '../../support/test-app.ts';
import { setPasswordDirectly, strongTestPassword } from '../../support/set-password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    security: {
      loginRateLimit: { perIp: 4, perAccount: 3, windowMs: 60_000 },
      resetRateLimit: { perIp: 3, perEmail: 2, badTokensPerIp: 3, badTokensPerToken: 2, windowMs: 60_000 },
    },
  });
});
afterAll(async () => t.close());

const login = (username: string, password: string, remoteAddress: string) => t.call('POST', '/api/token', { body: { username, password }, remoteAddress });

function expectThrottled(reply: Awaited<ReturnType<typeof login>>) {
  expect(reply.status).toBe(429);
  expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(reply.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(reply.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Too many attempts, please try again later' }], value: null });
}

describe('login rate limits', () => {
  it('throttles one IP trying many accounts', async () => {
    for (let i = 0; i < 4; i++) expect((await login(`nobody${i}@leasedesk.test`, 'whatever-pass', '10.0.0.1')).status).toBe(200);
    expectThrottled(await login('nobody9@leasedesk.test', 'whatever-pass', '10.0.0.1'));
    // Another address is not affected.
    expect((await login('someone@leasedesk.test', 'whatever-pass', '10.0.0.2')).status).toBe(200);
  });

  it('throttles one account tried from many IPs, even with the right password', async () => {
    const email = demoAccounts.administrator.email;
    for (let i = 0; i < 3; i++) expect((await login(email, 'wrong-password', `10.1.0.${i}`)).status).toBe(200);
    const blocked = await login(email.toUpperCase(), demoPassword, '10.1.0.99');
    expectThrottled(blocked);
    expect(blocked.body.value).toBeNull();
  });
});

describe('reset request rate limits', () => {
  const ask = (email: string, remoteAddress: string) => t.call('POST', '/api/users/sendresetpasswordtoken', { body: { email }, remoteAddress });
  const linksMailedTo = async (email: string) => {
    await t.app.context.mailer.flush();
    return (await t.db.select().from(outbox).where(eq(outbox.recipient, email))).map((mail) => resetLinkIn(mail.textBody, 'http://leasedesk.test'));
  };

  it('limits requests per e-mail silently: the same answer, no new mail, and the last link mailed still works', async () => {
    const email = demoAccounts.user.email;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await ask(email, `10.2.0.${i}`));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.raw).toBe(answers[0]?.raw);
    }
    expect(answers[0]?.body).toEqual({ success: true, errors: [], value: null });
    const links = await linksMailedTo(email);
    expect(links).toHaveLength(2);
    const last = links[1];
    if (!last) throw new Error('no link');
    const used = await t.call('PUT', '/api/resetpassword', { body: { userId: last.userId, token: last.token, newPassword: strongTestPassword }, remoteAddress: '10.2.1.1' });
    expect(used.body).toEqual({ success: true, errors: [], value: null });
    await setPasswordDirectly(t.db, last.userId, demoPassword);
  });

  it('throttles reset requests per IP with a 429', async () => {
    for (let i = 0; i < 3; i++) expect((await ask(`x${i}@leasedesk.test`, '10.3.0.1')).status).toBe(200);
    expectThrottled(await ask('y@leasedesk.test', '10.3.0.1'));
  });
});

describe('password reset attempt limits', () => {
  const put = (body: { userId: number; token: string; newPassword: string }, remoteAddress: string) => t.call('PUT', '/api/resetpassword', { body, remoteAddress });

  it('bogus tokens for a user id block the address that sends them, never that user’s real link', async () => {
    const email = demoAccounts.administrator.email;
    const userId = t.seed.administratorId;
    await t.call('POST', '/api/users/sendresetpasswordtoken', { body: { email }, remoteAddress: '10.4.0.1' });
    await t.app.context.mailer.flush();
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, email));
    const link = resetLinkIn(mail?.textBody ?? '', 'http://leasedesk.test');

    for (let i = 0; i < 3; i++) {
      const bogus = await put({ userId, token: `bogus-token-${i}`, newPassword: 'Attacker-chosen-password-1' }, '10.66.0.1');
      expect(bogus.body.errors[0]?.propertyName).toBe('token');
    }
    expectThrottled(await put({ userId, token: 'bogus-token-9', newPassword: 'Attacker-chosen-password-1' }, '10.66.0.1'));
    // The same bogus token from new addresses: limited per token as well.
    expect((await put({ userId, token: 'replayed', newPassword: 'Attacker-chosen-password-1' }, '10.67.0.1')).status).toBe(200);
    expect((await put({ userId, token: 'replayed', newPassword: 'Attacker-chosen-password-1' }, '10.67.0.2')).status).toBe(200);
    expectThrottled(await put({ userId, token: 'replayed', newPassword: 'Attacker-chosen-password-1' }, '10.67.0.3'));

    const real = await put({ userId: link.userId, token: link.token, newPassword: strongTestPassword }, '10.4.0.1');
    expect(real.body).toEqual({ success: true, errors: [], value: null });
    await setPasswordDirectly(t.db, link.userId, demoPassword);
  });
});
