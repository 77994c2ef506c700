import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContractorDto, LeaseAgreementDto, LeaseAgreementInput, TenantDto } from '@leasedesk/contract';
import type { DisclosureSource } from '@leasedesk/lease-math';
import { depreciations, leaseAgreements, leaseAmortizations, leaseCalculations, leaseChanges } from '../../../src/db/schema.ts';
import type { AccountingSelection } from '../../../src/modules/accounting/accounting-selection.ts';
import type { TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';

export const entriesPath = '/api/customers/leaseagreements/periods/accountingentry';
export const disclosurePath = '/api/customers/leaseagreements/periods/disclosure';

/** A small seeded generator (mulberry32), so a failing run can be repeated from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const amount = (random: () => number, maxCents: number) => Math.floor(random() * maxCents) / 100;

/** A random day in 2023–2027; the ends of months (where months clamp) come often. */
export function randomDate(random: () => number): string {
  const year = 2023 + Math.floor(random() * 5);
  const month = 1 + Math.floor(random() * 12);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = random() < 0.4 ? last - Math.floor(random() * 3) : 1 + Math.floor(random() * last);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A random agreement of every shape the form allows: intervals, timing, residual value, rent-free months, indexation, both rate conventions, every cost. */
export function randomAgreement(random: () => number, contractorId: number, contractNumber: string, scheduleNumber: string): LeaseAgreementInput {
  const paymentInterval = pick(random, [0, 0, 1, 2, 3] as const);
  const months = [1, 3, 6, 12][paymentInterval] as number;
  const termInMonths = months * (1 + Math.floor(random() * Math.floor(72 / months)));
  const rent = 500 + amount(random, 3_000_000);
  return {
    contractorId,
    contractNumber,
    scheduleNumber,
    startingDate: randomDate(random),
    termInMonths,
    rentPaymentAmount: rent,
    paymentDue: pick(random, [0, 1] as const),
    paymentInterval,
    residualValue: random() < 0.3 ? amount(random, 500_000) : 0,
    residualValueSettlement: pick(random, [0, 1] as const),
    rentFreePeriodInMonths: random() < 0.25 ? Math.floor(random() * Math.min(termInMonths, 4)) : 0,
    indexationRate: random() < 0.3 ? pick(random, [2, 3, 5.5]) : 0,
    incrementalBorrowingRate: Math.floor(random() * 1200) / 10_000,
    rateConvention: pick(random, [0, 1] as const),
    initialDirectCosts: random() < 0.5 ? amount(random, 1_000_000) : 0,
    leasePremium: random() < 0.3 ? amount(random, 500_000) : 0,
    dismantlingProvision: random() < 0.3 ? amount(random, 1_000_000) : 0,
    // Small enough never to make the right-of-use asset negative.
    leaseIncentive: random() < 0.3 ? amount(random, 40_000) : 0,
    leaseholdImprovements: random() < 0.3 ? amount(random, 2_000_000) : 0,
    depreciationMethod: pick(random, [0, 1] as const),
  };
}

export async function createContractor(t: TestApp, token: string, name: string, nine: number): Promise<ContractorDto> {
  const reply = await t.call<ContractorDto>('POST', '/api/contractor', { token, body: { name, taxId: validTaxId(nine) } });
  if (!reply.body.value) throw new Error(`contractor not created: ${reply.raw}`);
  return reply.body.value;
}

export async function saveAgreement(t: TestApp, token: string, body: LeaseAgreementInput): Promise<LeaseAgreementDto> {
  const reply = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token, body });
  if (!reply.body.value) throw new Error(`agreement not saved: ${reply.raw}`);
  return reply.body.value;
}

/**
 * Runs `save` while the tenant keeps its agreements under the other standard (an administrator switches it
 * and back): how a tenant holds agreements of both standards, e.g. CSI ones from before it moved to IFRS16.
 */
export async function underStandard<T>(t: TestApp, userToken: string, tenantId: number, standard: 0 | 1, save: (token: string) => Promise<T>): Promise<T> {
  const admin = await t.loginAdministrator();
  const tenant = (await t.call<TenantDto>('GET', `/api/tenants/${tenantId}`, { token: admin })).body.value as TenantDto;
  const original = tenant.accountingStandard;
  await t.call('PUT', `/api/tenants/${tenantId}`, { token: admin, body: { name: tenant.name, accountingStandard: standard } });
  try {
    return await save(await t.tenantToken(userToken, tenantId));
  } finally {
    await t.call('PUT', `/api/tenants/${tenantId}`, { token: admin, body: { name: tenant.name, accountingStandard: original } });
  }
}

const money = (text: string) => Number(text);

/**
 * The stored records of the agreements a selection covers, chosen here by the rule as the brief words it
 * (the tenant's live agreements of the contractors, narrowed by non-empty number lists; CSI ones included,
 * for lease-math to leave out), read as plain rows: what lease-math's totals are computed over, their lease
 * changes (DOMAIN §14) included. `includeDeleted` shows what the deleted agreements would have added.
 */
export async function storedSources(t: TestApp, tenantId: number, selection: AccountingSelection, options: { includeDeleted?: boolean } = {}): Promise<DisclosureSource[]> {
  const agreements = (await t.db.select().from(leaseAgreements).where(eq(leaseAgreements.tenantId, tenantId))).filter(
    (a) =>
      (options.includeDeleted === true || !a.isDeleted) &&
      selection.contractorIds.includes(a.contractorId) &&
      (selection.contractNumbers.length === 0 || selection.contractNumbers.includes(a.contractNumber)) &&
      (selection.scheduleNumbers.length === 0 || selection.scheduleNumbers.includes(a.scheduleNumber)),
  );
  const ids = agreements.map((a) => a.id);
  if (ids.length === 0) return [];
  const calculations = await t.db.select().from(leaseCalculations).where(inArray(leaseCalculations.leaseAgreementId, ids));
  const rows = await t.db.select().from(leaseAmortizations).where(inArray(leaseAmortizations.leaseAgreementId, ids)).orderBy(asc(leaseAmortizations.periodNumber));
  const periods = await t.db.select().from(depreciations).where(and(inArray(depreciations.leaseAgreementId, ids), eq(depreciations.isDeleted, false)));
  const changes = await t.db.select().from(leaseChanges).where(inArray(leaseChanges.leaseAgreementId, ids));
  return agreements.map((a) => {
    const calculation = calculations.find((c) => c.leaseAgreementId === a.id);
    return {
      agreement: {
        startingDate: a.startingDate,
        accountingStandard: a.accountingStandard as 0 | 1,
        initialDirectCosts: money(a.initialDirectCosts),
        leasePremium: money(a.leasePremium),
        dismantlingProvision: money(a.dismantlingProvision),
        leaseIncentive: money(a.leaseIncentive),
        leaseholdImprovements: money(a.leaseholdImprovements),
      },
      leaseCalculation: {
        totalPresentValueOfLeasePayments: calculation ? money(calculation.totalPresentValueOfLeasePayments) : 0,
        costOfEquipment: calculation ? money(calculation.costOfEquipment) : 0,
      },
      leaseAmortizations: rows
        .filter((r) => r.leaseAgreementId === a.id)
        .map((r) => ({
          paymentDate: r.paymentDate,
          generalLedgerIncomeDate: r.generalLedgerIncomeDate,
          interestAmount: money(r.interestAmount),
          paymentAmount: money(r.paymentAmount),
          principalAmount: money(r.principalAmount),
        })),
      depraciations: periods.filter((d) => d.leaseAgreementId === a.id).map((d) => ({ endOfPeriod: d.endOfPeriod, depraciationCharge: money(d.depraciationCharge) })),
      leaseChanges: changes
        .filter((c) => c.leaseAgreementId === a.id)
        .map((c) => ({
          entryDate: c.entryDate,
          carryingRightOfUse: money(c.carryingRightOfUse),
          liabilityDecrease: money(c.liabilityDecrease),
          rightOfUseDecrease: money(c.rightOfUseDecrease),
          gainOrLoss: money(c.gainOrLoss),
          liabilityAdjustment: money(c.liabilityAdjustment),
          furtherGain: money(c.furtherGain),
          liabilityRemeasurement: money(c.liabilityRemeasurement),
          rightOfUseRemeasurement: money(c.rightOfUseRemeasurement),
        })),
    };
  });
}
