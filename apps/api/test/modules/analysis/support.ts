import type { ContractorDto, LeaseAgreementDto, LeaseAgreementInput, TenantDto } from '@leasedesk/contract';
import type { TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';

/** Messages write a percent with a no-break space before the sign (DESIGN §5). */
export const noBreak = (text: string) => text.replace(/ %/g, '\u00a0%');

/** Creates through the API (as a user would) and fails loudly if the API refused. */
async function created<T>(t: TestApp, token: string, url: string, body: unknown): Promise<T> {
  const reply = await t.call<T>('POST', url, { token, body });
  if (!reply.body.success || !reply.body.value) throw new Error(`POST ${url} failed: ${reply.raw}`);
  return reply.body.value;
}

export const createContractor = (t: TestApp, token: string, name: string, nine: number) => created<ContractorDto>(t, token, '/api/contractor', { name, taxId: validTaxId(nine) });
export const createAgreement = (t: TestApp, token: string, input: LeaseAgreementInput) => created<LeaseAgreementDto>(t, token, '/api/leaseagreement', input);

export async function deleteAgreement(t: TestApp, token: string, id: number): Promise<void> {
  const toggled = await t.call('DELETE', `/api/leaseagreements/${id}`, { token });
  if (!toggled.body.success) throw new Error(`delete failed: ${toggled.raw}`);
}

/** A new tenant of this standard with the demo user as its member, and the user's token for it: a portfolio of only the test's agreements. */
export async function freshTenant(t: TestApp, name: string, accountingStandard: 0 | 1): Promise<{ tenant: TenantDto; token: string }> {
  const admin = await t.loginAdministrator();
  const tenant = await created<TenantDto>(t, admin, '/api/tenant', { name, accountingStandard });
  const joined = await t.call('POST', `/api/users/${t.seed.userId}/tenants`, { token: admin, body: { tenantIds: [tenant.id] } });
  if (!joined.body.success) throw new Error(`membership failed: ${joined.raw}`);
  return { tenant, token: await t.tenantToken(await t.loginUser(), tenant.id) };
}

/** Runs `save` while the tenant keeps its agreements under the other standard (an administrator switches it and back). */
export async function underStandard<T>(t: TestApp, tenantId: number, standard: 0 | 1, save: (token: string) => Promise<T>): Promise<T> {
  const admin = await t.loginAdministrator();
  const tenant = (await t.call<TenantDto>('GET', `/api/tenants/${tenantId}`, { token: admin })).body.value as TenantDto;
  await t.call('PUT', `/api/tenants/${tenantId}`, { token: admin, body: { name: tenant.name, accountingStandard: standard } });
  try {
    return await save(await t.tenantToken(await t.loginUser(), tenantId));
  } finally {
    await t.call('PUT', `/api/tenants/${tenantId}`, { token: admin, body: { name: tenant.name, accountingStandard: tenant.accountingStandard } });
  }
}

/** DOMAIN §12 A: CSI, quarterly in advance, residual value in an additional month. */
export const exampleA = (contractorId: number, contractNumber = 'SENS-A'): LeaseAgreementInput => ({
  contractorId,
  contractNumber,
  scheduleNumber: '1',
  startingDate: '2025-03-01',
  termInMonths: 36,
  rentPaymentAmount: 9500,
  totalEquipmentCost: 100_000,
  salesPersonCommission: 1500,
  subRentAndArrangmentFee: 500,
  residualValue: 5000,
  paymentDue: 0,
  paymentInterval: 1,
  residualValueSettlement: 1,
  accountingStandard: 0,
});

/** DOMAIN §12 B: IFRS16, monthly in arrears, 3 rent-free months, 3 % indexation, nominal 6 %. */
export const exampleB = (contractorId: number, contractNumber = 'SENS-B'): LeaseAgreementInput => ({
  contractorId,
  contractNumber,
  scheduleNumber: '1',
  startingDate: '2025-01-01',
  termInMonths: 60,
  rentPaymentAmount: 10_000,
  incrementalBorrowingRate: 0.06,
  rateConvention: 0,
  initialDirectCosts: 5000,
  dismantlingProvision: 20_000,
  leaseIncentive: 10_000,
  rentFreePeriodInMonths: 3,
  indexationRate: 3,
  paymentDue: 1,
  paymentInterval: 0,
  depreciationMethod: 0,
  accountingStandard: 1,
});

/** DOMAIN §12 C: IFRS 16 IE13, yearly in advance, effective 5 %. */
export const exampleC = (contractorId: number, contractNumber = 'SENS-C'): LeaseAgreementInput => ({
  contractorId,
  contractNumber,
  scheduleNumber: '1',
  startingDate: '2025-01-01',
  termInMonths: 120,
  rentPaymentAmount: 50_000,
  incrementalBorrowingRate: 0.05,
  rateConvention: 1,
  initialDirectCosts: 20_000,
  leaseIncentive: 5000,
  paymentDue: 0,
  paymentInterval: 3,
  depreciationMethod: 0,
  accountingStandard: 1,
});

/**
 * L0 and the total interest (Σ payment − L0) of DOMAIN §12's examples at several annual rates, worked out
 * independently of lease-math by independent-figures.py (decimal arithmetic from DOMAIN §1–§3 alone, which first
 * reproduces the L0 and Σ interest §12 gives). If the API disagrees, re-derive from DOMAIN before touching them.
 */
export const figures = {
  B: {
    '0.06': { value: 517_595.22, cost: 89_501.1 },
    '0.08': { value: 491_613.41, cost: 115_482.91 },
    '0.045': { value: 538_271.37, cost: 68_824.95 },
    '0.07': { value: 504_384.96, cost: 102_711.36 },
  },
  C: {
    '0.05': { value: 405_391.08, cost: 94_608.92 },
    '0.07': { value: 375_761.61, cost: 124_238.39 },
    '0.035': { value: 430_384.33, cost: 69_615.67 },
  },
} as const;
