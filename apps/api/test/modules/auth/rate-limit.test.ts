import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    security: {
      loginRateLimit: { perIp: 4, perAccount: 3, windowMs: 60_000 },
      resetRateLimit: { perIp: 3, perAccount: 2, windowMs: 60_000 },
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
  it('throttles reset requests per account and per IP', async () => {
    const ask = (email: string, remoteAddress: string) => t.call('POST', '/api/users/sendresetpasswordtoken', { body: { email }, remoteAddress });
    for (let i = 0; i < 2; i++) expect((await ask(demoAccounts.user.email, `10.2.0.${i}`)).status).toBe(200);
    expectThrottled(await ask(demoAccounts.user.email, '10.2.0.50'));
    for (let i = 0; i < 3; i++) expect((await ask(`x${i}@leasedesk.test`, '10.3.0.1')).status).toBe(200);
    expectThrottled(await ask('y@leasedesk.test', '10.3.0.1'));
  });
});
