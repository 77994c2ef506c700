import { count } from 'drizzle-orm';
import { AccountingStandard, Role } from '@leasedesk/contract';
import { hashPassword } from '../lib/passwords.ts';
import { newSecurityStamp } from '../lib/random.ts';
import type { Db } from './client.ts';
import { demoLogoSvg } from './demo-logo.ts';
import { tenants, userTenants, users } from './schema.ts';
import { withAdministration } from './scope.ts';

export const demoPassword = 'LeaseDesk-demo-2026';
export const demoAccounts = {
  administrator: { email: 'admin@leasedesk.test', firstName: 'Ada', lastName: 'Admin', role: Role.administrator },
  user: { email: 'user@leasedesk.test', firstName: 'Ulla', lastName: 'User', role: Role.user },
} as const;
export const demoTenants = {
  csi: { name: 'Demo Leasing CSI', accountingStandard: AccountingStandard.CSI, initials: 'CSI', color: '#1c7ed6' },
  ifrs16: { name: 'Demo Lessee IFRS16', accountingStandard: AccountingStandard.IFRS16, initials: 'IF', color: '#2f9e44' },
} as const;

export type SeedResult = {
  seeded: boolean;
  administratorId?: number;
  userId?: number;
  tenantIds?: { csi: number; ifrs16: number };
};

/** Demo accounts and tenants, only into an empty database (no users yet). */
export async function seedDemoData(db: Db): Promise<SeedResult> {
  const [existing] = await withAdministration(db, (tx) => tx.select({ n: count() }).from(users));
  if ((existing?.n ?? 0) > 0) return { seeded: false };
  const passwordHash = await hashPassword(demoPassword);
  return withAdministration(db, async (tx) => {
    const insertedUsers = await tx
      .insert(users)
      .values(
        [demoAccounts.administrator, demoAccounts.user].map((account) => ({
          ...account,
          passwordHash,
          securityStamp: newSecurityStamp(),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const insertedTenants = await tx
      .insert(tenants)
      .values(
        [demoTenants.csi, demoTenants.ifrs16].map((tenant) => ({
          name: tenant.name,
          accountingStandard: tenant.accountingStandard,
          logo: demoLogoSvg(tenant.initials, tenant.color),
          logoMime: 'image/svg+xml',
        })),
      )
      .returning({ id: tenants.id, name: tenants.name });
    const idOf = <T extends { id: number }>(rows: T[], match: (row: T) => boolean) => {
      const row = rows.find(match);
      if (!row) throw new Error('seed insert lost a row');
      return row.id;
    };
    const administratorId = idOf(insertedUsers, (u) => u.email === demoAccounts.administrator.email);
    const userId = idOf(insertedUsers, (u) => u.email === demoAccounts.user.email);
    const csi = idOf(insertedTenants, (t) => t.name === demoTenants.csi.name);
    const ifrs16 = idOf(insertedTenants, (t) => t.name === demoTenants.ifrs16.name);
    await tx.insert(userTenants).values([
      { userId, tenantId: csi },
      { userId, tenantId: ifrs16 },
    ]);
    return { seeded: true, administratorId, userId, tenantIds: { csi, ifrs16 } };
  });
}
