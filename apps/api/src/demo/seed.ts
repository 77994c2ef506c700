import { and, count, eq, sql } from 'drizzle-orm';
import { AccountingStandard, Role, leaseAgreementInput, type LeaseAgreementInput } from '@leasedesk/contract';
import { insertAgreement } from '../modules/lease-agreements/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { newSecurityStamp } from '../lib/random.ts';
import type { Db, Tx } from '../db/client.ts';
import { demoLogoPng } from './demo-logo.ts';
import { contractors, salesPersons, tenants, userTenants, users } from '../db/schema.ts';
import { withAdministration } from '../db/scope.ts';
import { seedDemoInvoices } from './demo-invoices.ts';

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

type DemoAgreement = Omit<LeaseAgreementInput, 'contractorId' | 'salesPersonId'> & { contractorCode: string; salesPersonLastName?: string };

/**
 * Demo agreements, computed and stored through the API's own save (insertAgreement). DOMAIN §12's
 * example A in the CSI tenant and example B in the IFRS16 tenant, beside a few ordinary ones.
 */
export const demoAgreements: { csi: DemoAgreement[]; ifrs16: DemoAgreement[] } = {
  csi: [
    {
      // DOMAIN §12 A: CSI, quarterly in advance, residual value in an additional month.
      contractorCode: 'K-001', salesPersonLastName: 'Wiśniewska', contractNumber: 'UL/2025/001', scheduleNumber: '1',
      startingDate: '2025-03-01', termInMonths: 36, rentPaymentAmount: 9500, totalEquipmentCost: 100_000, salesPersonCommission: 1500,
      subRentAndArrangmentFee: 500, residualValue: 5000, paymentDue: 0, paymentInterval: 1, residualValueSettlement: 1,
      accountingStandard: AccountingStandard.CSI, assetCategory: 3, assetName: 'CNC milling machine',
    },
    {
      contractorCode: 'K-001', salesPersonLastName: 'Wiśniewska', contractNumber: 'UL/2025/001', scheduleNumber: '2',
      startingDate: '2025-06-01', termInMonths: 36, rentPaymentAmount: 1800, totalEquipmentCost: 55_000, paymentDue: 0, paymentInterval: 0,
      accountingStandard: AccountingStandard.CSI, assetCategory: 2, assetName: 'Servers',
    },
    {
      contractorCode: 'K-002', salesPersonLastName: 'Łęcki', contractNumber: 'UL/2025/014', scheduleNumber: '1',
      startingDate: '2025-09-01', termInMonths: 24, rentPaymentAmount: 2500, totalEquipmentCost: 52_000, residualValue: 2000, paymentDue: 1, paymentInterval: 0,
      accountingStandard: AccountingStandard.CSI, assetCategory: 1, assetName: 'Delivery van', factoringContractNumber: 'FAKT/7/2025',
    },
  ],
  ifrs16: [
    {
      // DOMAIN §12 B: IFRS16, monthly in arrears, 3 rent-free months, 3 % indexation.
      contractorCode: 'L-001', contractNumber: 'NAJEM/2025/01', scheduleNumber: '1',
      startingDate: '2025-01-01', termInMonths: 60, rentPaymentAmount: 10_000, incrementalBorrowingRate: 0.06, initialDirectCosts: 5000,
      dismantlingProvision: 20_000, leaseIncentive: 10_000, rentFreePeriodInMonths: 3, indexationRate: 3, paymentDue: 1, paymentInterval: 0,
      depreciationMethod: 0, accountingStandard: AccountingStandard.IFRS16, assetCategory: 0, assetName: 'Office, Gdańsk, ul. Długa 1',
    },
    {
      contractorCode: 'L-002', contractNumber: 'FLOTA/2025/07', scheduleNumber: '1',
      startingDate: '2025-04-01', termInMonths: 48, rentPaymentAmount: 3200, incrementalBorrowingRate: 0.07, paymentDue: 0, paymentInterval: 0,
      depreciationMethod: 1, accountingStandard: AccountingStandard.IFRS16, assetCategory: 1, assetName: 'Passenger cars (5)',
    },
  ],
};

async function seedAgreements(tx: Tx, tenantId: number, agreements: DemoAgreement[]): Promise<number[]> {
  const ids: number[] = [];
  for (const { contractorCode, salesPersonLastName, ...fields } of agreements) {
    const [contractor] = await tx.select({ id: contractors.id }).from(contractors).where(and(eq(contractors.tenantId, tenantId), eq(contractors.code, contractorCode)));
    const [salesPerson] = salesPersonLastName
      ? await tx.select({ id: salesPersons.id }).from(salesPersons).where(and(eq(salesPersons.tenantId, tenantId), eq(salesPersons.lastName, salesPersonLastName)))
      : [];
    if (!contractor) throw new Error(`seed: no contractor ${contractorCode}`);
    ids.push(await insertAgreement(tx, tenantId, leaseAgreementInput.parse({ ...fields, contractorId: contractor.id, salesPersonId: salesPerson?.id ?? null })));
  }
  return ids;
}

export type SeedResult = {
  seeded: boolean;
  administratorId?: number;
  userId?: number;
  tenantIds?: { csi: number; ifrs16: number };
  /** Ids of the demo agreements, in the order of demoAgreements. */
  agreementIds?: { csi: number[]; ifrs16: number[] };
};

/** Demo accounts and tenants, only into an empty database (no users yet). */
export async function seedDemoData(db: Db): Promise<SeedResult> {
  const [existing] = await withAdministration(db, (tx) => tx.select({ n: count() }).from(users));
  if ((existing?.n ?? 0) > 0) return { seeded: false };
  const passwordHash = await hashPassword(demoPassword);
  const demoTenantRows = await Promise.all(
    [demoTenants.csi, demoTenants.ifrs16].map(async (tenant) => ({
      name: tenant.name,
      accountingStandard: tenant.accountingStandard,
      logo: await demoLogoPng(tenant.initials, tenant.color),
      logoMime: 'image/png',
    })),
  );
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
      .values(demoTenantRows)
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
    const csiAgreements = await seedAgreements(tx, csi, demoAgreements.csi);
    await seedDemoInvoices(tx, csi, userId);
    await asTenant(ifrs16);
    await tx.insert(contractors).values(demoContractors.ifrs16.map((c) => ({ ...c, tenantId: ifrs16 })));
    const ifrs16Agreements = await seedAgreements(tx, ifrs16, demoAgreements.ifrs16);
    return { seeded: true, administratorId, userId, tenantIds: { csi, ifrs16 }, agreementIds: { csi: csiAgreements, ifrs16: ifrs16Agreements } };
  });
}
