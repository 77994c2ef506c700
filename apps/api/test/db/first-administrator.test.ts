import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { Role } from '@leasedesk/contract';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { ensureFirstAdministrator, type FirstAdministrator } from '../../src/db/first-administrator.ts';
import { users } from '../../src/db/schema.ts';
import { seedDemoData } from '../../src/demo/seed.ts';
import { sha256 } from '../../src/lib/random.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: DatabaseHandle | undefined;
afterEach(async () => database?.close());

const now = new Date('2026-11-27T12:00:00Z');
const tokenOf = (first: FirstAdministrator) => (first.kind === 'link' ? first.linkPath.split('/').slice(3).join('/') : '');

describe('ensureFirstAdministrator', () => {
  it('without ADMIN_EMAIL on a database without an administrator: creates nothing and says one is missing', async () => {
    database = await createTestDatabase();
    expect(await ensureFirstAdministrator(database.db, { adminEmail: undefined, now })).toEqual({ kind: 'missing' });
    expect(await database.db.select().from(users)).toEqual([]);
  });

  it('creates ADMIN_EMAIL as an administrator nobody can sign in as, with a 24 h link; a later start voids it for a new one', async () => {
    database = await createTestDatabase();
    const first = await ensureFirstAdministrator(database.db, { adminEmail: 'IT@Firma.pl', now });
    expect(first).toMatchObject({ kind: 'link', email: 'it@firma.pl', created: true, validHours: 24 });
    const [row] = await database.db.select().from(users);
    expect(row).toMatchObject({ email: 'it@firma.pl', role: Role.administrator, mustChangePassword: true, resetTokenHash: sha256(tokenOf(first)) });
    expect(row?.resetTokenExpiresAt?.toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(first.kind === 'link' && first.linkPath).toBe(`/passwordReset/${row?.id}/${tokenOf(first)}`);

    const second = await ensureFirstAdministrator(database.db, { adminEmail: 'it@firma.pl', now });
    expect(second).toMatchObject({ kind: 'link', created: false });
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    const [renewed] = await database.db.select().from(users);
    expect(renewed?.resetTokenHash).toBe(sha256(tokenOf(second)));
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it('says nothing once the administrator has set a password, or when another administrator exists', async () => {
    database = await createTestDatabase();
    await ensureFirstAdministrator(database.db, { adminEmail: 'it@firma.pl', now });
    await database.db.update(users).set({ mustChangePassword: false });
    expect(await ensureFirstAdministrator(database.db, { adminEmail: 'it@firma.pl', now })).toEqual({ kind: 'present' });
    expect(await ensureFirstAdministrator(database.db, { adminEmail: 'second@firma.pl', now })).toEqual({ kind: 'present' });
    expect(await ensureFirstAdministrator(database.db, { adminEmail: undefined, now })).toEqual({ kind: 'present' });
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it('does not take over a user’s or a deleted account named by ADMIN_EMAIL', async () => {
    database = await createTestDatabase();
    const seed = await seedDemoData(database.db);
    expect(await ensureFirstAdministrator(database.db, { adminEmail: 'user@leasedesk.test', now })).toEqual({
      kind: 'unusableEmail',
      email: 'user@leasedesk.test',
      administratorPresent: true,
    });
    await database.db.update(users).set({ isDeleted: true }).where(eq(users.role, Role.administrator));
    expect(await ensureFirstAdministrator(database.db, { adminEmail: 'admin@leasedesk.test', now })).toMatchObject({ kind: 'unusableEmail', administratorPresent: false });
    const [user] = await database.db.select().from(users).where(eq(users.id, seed.userId ?? 0));
    expect(user).toMatchObject({ role: Role.user, mustChangePassword: false, resetTokenHash: null });
  });
});
