import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as argon2 from '@node-rs/argon2';
import { users } from '../../src/db/schema.ts';
import { demoAccounts, demoPassword, startTestApp, type TestApp } from '../support/test-app.ts';

// Every argon2 call the app makes goes through these spies (the timing itself is too noisy to test).
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...actual, hash: vi.fn(actual.hash), verify: vi.fn(actual.verify) };
});
const verify = vi.mocked(argon2.verify);
const hash = vi.mocked(argon2.hash);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());
beforeEach(() => {
  verify.mockClear();
  hash.mockClear();
});

const attempt = (username: string, password: string) => t.call('POST', '/api/token', { body: { username, password } });
const verifiedHashes = () => verify.mock.calls.map(([passwordHash]) => String(passwordHash));
const parametersOf = (encoded: string) => encoded.split('$').slice(1, 4).join('$');

describe('login costs one argon2id verification whether or not the e-mail is registered', () => {
  it('verifies a fixed dummy hash, made once with the stored hashes’ parameters, for unknown e-mails', async () => {
    await attempt('nobody-1@leasedesk.test', 'Wrong-password-1');
    await attempt('nobody-2@leasedesk.test', 'Wrong-password-2');
    await attempt(demoAccounts.user.email, 'Wrong-password-3');
    const [dummy1, dummy2, real] = verifiedHashes();
    expect(verify).toHaveBeenCalledTimes(3);
    expect(dummy1).toBe(dummy2);
    const [stored] = await t.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, demoAccounts.user.email));
    expect(real).toBe(stored?.passwordHash);
    expect(parametersOf(dummy1 ?? '')).toBe(parametersOf(real ?? ''));
    expect(parametersOf(real ?? '')).toBe('argon2id$v=19$m=19456,t=2,p=1');
    // No hash is computed per attempt: the dummy was made at most once, before these calls or during the first.
    expect(hash.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('verifies once for a locked account too, and once for a correct password', async () => {
    await t.db.update(users).set({ lockoutEnd: new Date(t.clock().getTime() + 60_000) }).where(eq(users.email, demoAccounts.administrator.email));
    expect((await attempt(demoAccounts.administrator.email, demoPassword)).body.success).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    await t.db.update(users).set({ lockoutEnd: null }).where(eq(users.email, demoAccounts.administrator.email));
    expect((await attempt(demoAccounts.administrator.email, demoPassword)).body.success).toBe(true);
    expect(verify).toHaveBeenCalledTimes(2);
    expect(hash).not.toHaveBeenCalled();
  });

  it('still counts a wrong password of a registered account and nothing for an unknown one', async () => {
    const failuresOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]?.failedAccessCount;
    const before = await failuresOf(demoAccounts.user.email);
    await attempt(demoAccounts.user.email, 'Wrong-password-4');
    await attempt('nobody-3@leasedesk.test', 'Wrong-password-5');
    expect(await failuresOf(demoAccounts.user.email)).toBe((before ?? 0) + 1);
  });

  it('commits a write for an unknown e-mail as for a wrong password (the failure count’s write was the measured 3 ms)', async () => {
    const walPosition = async () => {
      const result = await t.db.execute(sql`select pg_current_wal_insert_lsn() - '0/0'::pg_lsn as at`);
      const rows = (Array.isArray(result) ? result : (result as { rows: { at: string | number }[] }).rows) as { at: string | number }[];
      return BigInt(String(rows[0]?.at ?? '0').split('.')[0] ?? '0');
    };
    for (const [username, password] of [
      ['nobody-4@leasedesk.test', 'Wrong-password-6'],
      [demoAccounts.user.email, 'Wrong-password-7'],
    ] as const) {
      const before = await walPosition();
      await attempt(username, password);
      expect(await walPosition(), username).toBeGreaterThan(before);
    }
  });
});
