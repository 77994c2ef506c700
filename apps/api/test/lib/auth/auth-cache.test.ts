import { Role } from '@leasedesk/contract';
import { describe, expect, it } from 'vitest';
import { AuthCache, applyAuthNotification, type AuthRecord } from '../../../src/lib/auth/auth-cache.ts';

const record = (stamp: string): AuthRecord => ({
  role: Role.user,
  stamp,
  isDeleted: false,
  lockoutEnd: null,
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  mustChangePassword: false,
  tenantIds: new Set([1]),
});

/** A database of stamps the test changes, counting reads; reads can be held open to interleave writes. */
function fakeDatabase() {
  const stamps = new Map<number, string>([[1, 'first']]);
  let reads = 0;
  let hold: Promise<void> | null = null;
  return {
    stamps,
    get reads() {
      return reads;
    },
    holdReads(until: Promise<void>) {
      hold = until;
    },
    load: async (userId: number) => {
      reads += 1;
      const stamp = stamps.get(userId);
      const answer = stamp === undefined ? null : record(stamp);
      if (hold) await hold;
      return answer;
    },
  };
}

function cacheOn(database: ReturnType<typeof fakeDatabase>, clock = { now: 0 }) {
  const cache = new AuthCache({ load: database.load, ttlMs: 10_000, maxEntries: 2, now: () => clock.now });
  cache.setListening(true);
  return cache;
}

describe('the authentication cache', () => {
  it('reads a user once while notifications are received, and again after a notification', async () => {
    const database = fakeDatabase();
    const cache = cacheOn(database);
    expect((await cache.get(1))?.stamp).toBe('first');
    expect((await cache.get(1))?.stamp).toBe('first');
    expect(database.reads).toBe(1);
    database.stamps.set(1, 'second');
    applyAuthNotification(cache, '1');
    expect((await cache.get(1))?.stamp).toBe('second');
    expect(database.reads).toBe(2);
  });

  it('reads again once an entry is older than the TTL, in case a notification was lost', async () => {
    const database = fakeDatabase();
    const clock = { now: 0 };
    const cache = cacheOn(database, clock);
    await cache.get(1);
    database.stamps.set(1, 'second');
    clock.now = 9_999;
    expect((await cache.get(1))?.stamp).toBe('first');
    clock.now = 10_000;
    expect((await cache.get(1))?.stamp).toBe('second');
  });

  it('keeps nothing while not listening: every request reads the database', async () => {
    const database = fakeDatabase();
    const cache = cacheOn(database);
    await cache.get(1);
    cache.setListening(false);
    database.stamps.set(1, 'second');
    expect((await cache.get(1))?.stamp).toBe('second');
    await cache.get(1);
    expect(database.reads).toBe(3);
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that was under way when its user changed', async () => {
    const database = fakeDatabase();
    const cache = cacheOn(database);
    let release = () => undefined as void;
    database.holdReads(new Promise<void>((resolve) => (release = resolve)));
    const staleRead = cache.get(1);
    // The write commits and is announced while the read is still on its way back with the old row.
    database.stamps.set(1, 'second');
    cache.invalidate(1);
    // A request after the announcement does not join the stale read.
    const freshRead = cache.get(1);
    release();
    expect((await staleRead)?.stamp).toBe('first');
    expect((await freshRead)?.stamp).toBe('second');
    database.holdReads(Promise.resolve());
    expect((await cache.get(1))?.stamp).toBe('second');
    expect(database.reads).toBe(2);
  });

  it('shares one read among concurrent requests of the same user', async () => {
    const database = fakeDatabase();
    const cache = cacheOn(database);
    await Promise.all([cache.get(1), cache.get(1), cache.get(1)]);
    expect(database.reads).toBe(1);
  });

  it('drops everyone on a tenant notification, and forgets the oldest user past its size', async () => {
    const database = fakeDatabase();
    database.stamps.set(2, 'two');
    database.stamps.set(3, 'three');
    const cache = cacheOn(database);
    await cache.get(1);
    await cache.get(2);
    await cache.get(3);
    expect(cache.size).toBe(2);
    applyAuthNotification(cache, 'tenant:7');
    expect(cache.size).toBe(0);
  });
});
