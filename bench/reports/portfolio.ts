// The bench portfolio of bench/reports: which agreements exist, and their figures from lease-math.
// A handful of agreement templates, each started in one of 144 months (2016-01 .. 2027-12) with a rent
// that moves a little with the start month: a "variant" is a template and a start month, computed once
// by calculateLease (the same function the API's save calls), however many agreements share it.
import { addMonths, calculateLease, closingDate, type AgreementInput, type LeaseOutcome } from '@leasedesk/lease-math';

/** An agreement's stored fields beyond lease-math's (lease type, asset) and lease-math's own input. */
type Template = {
  name: string;
  /** Out of 100 agreements, how many use this template. */
  share: number;
  leaseType: number;
  assetCategory: number;
  assetName: string;
  input: Omit<AgreementInput, 'startingDate'> & { termInMonths: number; rentPaymentAmount: number };
};

/**
 * Mostly IFRS16, monthly, 120 months (so 10 000 agreements make about 1.2 M schedule rows and as many
 * depreciation periods), in advance and in arrears, with rent-free months, indexation, initial costs,
 * both depreciation methods; a few quarterly ones, and a few CSI ones (stored before the tenant's
 * standard became IFRS16: the entries and disclosures must leave them out).
 */
const templates: Template[] = [
  {
    name: 'office, arrears, rent-free, indexed',
    share: 30,
    leaseType: 1,
    assetCategory: 0,
    assetName: 'Office',
    input: {
      termInMonths: 120, rentPaymentAmount: 10_000, incrementalBorrowingRate: 0.06, indexationRate: 3, rentFreePeriodInMonths: 3,
      initialDirectCosts: 5000, dismantlingProvision: 20_000, leaseIncentive: 10_000, paymentDue: 1, paymentInterval: 0,
      depreciationMethod: 0, accountingStandard: 1,
    },
  },
  {
    name: 'cars, advance, declining balance',
    share: 30,
    leaseType: 0,
    assetCategory: 1,
    assetName: 'Passenger car',
    input: { termInMonths: 120, rentPaymentAmount: 3200, incrementalBorrowingRate: 0.07, paymentDue: 0, paymentInterval: 0, depreciationMethod: 1, accountingStandard: 1 },
  },
  {
    name: 'warehouse, arrears, improvements',
    share: 20,
    leaseType: 1,
    assetCategory: 0,
    assetName: 'Warehouse',
    input: {
      termInMonths: 120, rentPaymentAmount: 2300, incrementalBorrowingRate: 0.055, indexationRate: 2.5, leaseholdImprovements: 15_000,
      paymentDue: 1, paymentInterval: 0, depreciationMethod: 0, accountingStandard: 1,
    },
  },
  {
    name: 'machinery, advance, premium, rent-free',
    share: 16,
    leaseType: 0,
    assetCategory: 3,
    assetName: 'Press line',
    input: {
      termInMonths: 120, rentPaymentAmount: 18_000, incrementalBorrowingRate: 0.065, rentFreePeriodInMonths: 2, leasePremium: 3000,
      paymentDue: 0, paymentInterval: 0, depreciationMethod: 0, accountingStandard: 1,
    },
  },
  {
    name: 'IT, quarterly in advance',
    share: 2,
    leaseType: 0,
    assetCategory: 2,
    assetName: 'Servers',
    input: { termInMonths: 120, rentPaymentAmount: 30_000, incrementalBorrowingRate: 0.05, paymentDue: 0, paymentInterval: 1, depreciationMethod: 0, accountingStandard: 1 },
  },
  {
    name: 'CSI, monthly in advance, 60 months',
    share: 2,
    leaseType: 0,
    assetCategory: 4,
    assetName: 'Copiers',
    input: { termInMonths: 60, rentPaymentAmount: 2000, totalEquipmentCost: 100_000, salesPersonCommission: 1000, paymentDue: 0, paymentInterval: 0, accountingStandard: 0 },
  },
];

export const firstStart = '2016-01-01';
export const startMonths = 144;

export type Variant = {
  id: number;
  template: Template;
  input: AgreementInput & { termInMonths: number; rentPaymentAmount: number };
  closingDate: string;
  outcome: LeaseOutcome;
};

/** The agreement numbered g (1-based): its variant (template, start month), contractor and options. */
export type PlannedAgreement = { g: number; variant: number; contractor: number; salesPerson: number | null; factoring: boolean };

/** A deterministic scramble of g, so start month, template and contractor do not move in step. */
const scramble = (g: number) => Math.imul(g, 2_654_435_761) >>> 0;

function templateOf(hash: number): number {
  let slot = (hash >>> 8) % 100;
  for (let index = 0; index < templates.length; index++) {
    slot -= templates[index]?.share ?? 0;
    if (slot < 0) return index;
  }
  return 0;
}

export function planPortfolio(agreements: number, contractors: number, salesPersons: number): { plan: PlannedAgreement[]; variants: Variant[] } {
  const variants = new Map<number, Variant>();
  const plan: PlannedAgreement[] = [];
  for (let g = 1; g <= agreements; g++) {
    const hash = scramble(g);
    const month = hash % startMonths;
    const templateIndex = templateOf(hash);
    const id = templateIndex * startMonths + month;
    if (!variants.has(id)) variants.set(id, variantOf(id, templateIndex, month));
    plan.push({ g, variant: id, contractor: (hash >>> 16) % contractors, salesPerson: g % 3 === 0 ? g % salesPersons : null, factoring: g % 10 === 0 });
  }
  return { plan, variants: [...variants.values()] };
}

function variantOf(id: number, templateIndex: number, month: number): Variant {
  const template = templates[templateIndex];
  if (!template) throw new Error(`no template ${templateIndex}`);
  const startingDate = addMonths(firstStart, month);
  // Rents differ by start month (up to +6 %), so the sums are not multiples of a few figures.
  const rentPaymentAmount = Math.round(template.input.rentPaymentAmount * (1 + (month % 7) / 100) * 100) / 100;
  const input = { ...template.input, startingDate, rentPaymentAmount };
  const outcome = calculateLease(input);
  if (!outcome.ok) throw new Error(`template ${template.name} at ${startingDate}: ${outcome.errors.map((e) => e.message).join('; ')}`);
  return { id, template, input, closingDate: closingDate(startingDate, input.termInMonths), outcome };
}
