import { count, sql } from 'drizzle-orm';
import { AccountingStandard, Role } from '@leasedesk/contract';
import { hashPassword } from '../lib/passwords.ts';
import { newSecurityStamp } from '../lib/random.ts';
import type { Db } from './client.ts';
import { demoLogoSvg } from './demo-logo.ts';
import { contractors, salesPersons, tenants, userTenants, users } from './schema.ts';
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

/** Demo contractors (fictional firms, valid NIPs), a few per demo tenant; Polish names to try the search on. */
export const demoContractors = {
  csi: [
    { name: 'Łódzkie Zakłady Leasingowe Sp. z o.o.', taxId: '7251850343', code: 'K-001' },
    { name: 'Przedsiębiorstwo Handlowe Żuraw S.A.', taxId: '5260001269', code: 'K-002' },
    { name: 'Świętokrzyska Spółdzielnia Mleczarska', taxId: '6765432109', code: 'K-003' },
    { name: 'Zakład Usług Ślusarskich Józef Ćwik', taxId: '9512345675', code: 'K-004' },
  ],
  ifrs16: [
    { name: 'Gdańskie Biuro Nieruchomości Sp. z o.o.', taxId: '5832109879', code: 'L-001' },
    { name: 'Poznańska Flota Samochodowa Sp.j.', taxId: '7770123452', code: 'L-002' },
    { name: 'Wrocławskie Centrum Biurowe Źródło S.A.', taxId: '8945123782', code: 'L-003' },
  ],
} as const;

/** Traders of the CSI tenant (the web shows traders under CSI only). */
export const demoSalesPersons = [
  { firstName: 'Zofia', lastName: 'Wiśniewska' },
  { firstName: 'Paweł', lastName: 'Łęcki' },
] as const;

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
    // Tenant rows in the same transaction, each under its tenant (row-level security checks every insert).
    const asTenant = (tenantId: number) => tx.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`);
    await asTenant(csi);
    await tx.insert(contractors).values(demoContractors.csi.map((c) => ({ ...c, tenantId: csi })));
    await tx.insert(salesPersons).values(demoSalesPersons.map((p) => ({ ...p, tenantId: csi })));
    await asTenant(ifrs16);
    await tx.insert(contractors).values(demoContractors.ifrs16.map((c) => ({ ...c, tenantId: ifrs16 })));
    return { seeded: true, administratorId, userId, tenantIds: { csi, ifrs16 } };
  });
}
