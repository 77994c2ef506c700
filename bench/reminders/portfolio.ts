// The reminders bench's portfolio: which agreements exist, and their figures from lease-math (as bench/reports'
// portfolio.ts, smaller and shorter). Every agreement runs 60 months; a template and a start month make a "variant",
// computed once by calculateLease (the function the API's save calls), however many agreements share it. The start
// months run from 2021-10 to 2026-12, so on the bench's day (2026-11-30) a few agreements have ended, a few end within
// the 90 days of the lease-end reminder, one month starts the next day, and the rest run; the indexed templates give
// indexation reminders in any 30-day window, the monthly ones a payment in every 8-day window that crosses a month's end.
import { addMonths, calculateLease, closingDate, type AgreementInput, type LeaseOutcome } from '@leasedesk/lease-math';

type Template = {
  name: string;
  /** Out of 100 agreements, how many use this template. */
  share: number;
  leaseType: number;
  assetCategory: number;
  assetName: string;
  input: Omit<AgreementInput, 'startingDate'> & { termInMonths: number; rentPaymentAmount: number };
};

/** About two thirds IFRS16 (monthly in advance and in arrears, indexed or not, a few quarterly), one third CSI. */
const templates: Template[] = [
  {
    name: 'IFRS16 office, arrears, rent-free, indexed',
    share: 25,
    leaseType: 1,
    assetCategory: 0,
    assetName: 'Office',
    input: {
      termInMonths: 60, rentPaymentAmount: 10_000, incrementalBorrowingRate: 0.06, indexationRate: 3, rentFreePeriodInMonths: 2,
      initialDirectCosts: 5000, paymentDue: 1, paymentInterval: 0, depreciationMethod: 0, accountingStandard: 1,
    },
  },
  {
    name: 'IFRS16 cars, advance',
    share: 25,
    leaseType: 0,
    assetCategory: 1,
    assetName: 'Passenger car',
    input: { termInMonths: 60, rentPaymentAmount: 3200, incrementalBorrowingRate: 0.07, paymentDue: 0, paymentInterval: 0, depreciationMethod: 1, accountingStandard: 1 },
  },
  {
    name: 'IFRS16 warehouse, advance, indexed',
    share: 12,
    leaseType: 1,
    assetCategory: 0,
    assetName: 'Warehouse',
    input: { termInMonths: 60, rentPaymentAmount: 2300, incrementalBorrowingRate: 0.055, indexationRate: 2.5, paymentDue: 0, paymentInterval: 0, depreciationMethod: 0, accountingStandard: 1 },
  },
  {
    name: 'IFRS16 servers, quarterly in advance',
    share: 5,
    leaseType: 0,
    assetCategory: 2,
    assetName: 'Servers',
    input: { termInMonths: 60, rentPaymentAmount: 30_000, incrementalBorrowingRate: 0.05, paymentDue: 0, paymentInterval: 1, depreciationMethod: 0, accountingStandard: 1 },
  },
  {
    name: 'CSI copiers, monthly in advance',
    share: 20,
    leaseType: 0,
    assetCategory: 4,
    assetName: 'Copiers',
    input: { termInMonths: 60, rentPaymentAmount: 2000, totalEquipmentCost: 100_000, salesPersonCommission: 1000, paymentDue: 0, paymentInterval: 0, accountingStandard: 0 },
  },
  {
    name: 'CSI vans, monthly in arrears, indexed',
    share: 13,
    leaseType: 0,
    assetCategory: 1,
    assetName: 'Delivery van',
    input: { termInMonths: 60, rentPaymentAmount: 2600, totalEquipmentCost: 120_000, indexationRate: 2, paymentDue: 1, paymentInterval: 0, accountingStandard: 0 },
  },
];

export const firstStart = '2021-10-01';
export const startMonths = 63;

export type Variant = {
  id: number;
  template: Template;
  input: AgreementInput & { termInMonths: number; rentPaymentAmount: number };
  closingDate: string;
  outcome: LeaseOutcome;
};

/** The agreement numbered g (1-based): its variant, its contractor, and whether it is deleted. */
export type PlannedAgreement = { g: number; variant: number; contractor: number; deleted: boolean };

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

/** `live` agreements, then `deleted` more that are deleted (their rows stay, as a deletion leaves them). */
export function planPortfolio(live: number, deleted: number, contractors: number): { plan: PlannedAgreement[]; variants: Variant[] } {
  const variants = new Map<number, Variant>();
  const plan: PlannedAgreement[] = [];
  for (let g = 1; g <= live + deleted; g++) {
    const hash = scramble(g);
    const month = hash % startMonths;
    const templateIndex = templateOf(hash);
    const id = templateIndex * startMonths + month;
    if (!variants.has(id)) variants.set(id, variantOf(id, templateIndex, month));
    plan.push({ g, variant: id, contractor: (hash >>> 16) % contractors, deleted: g > live });
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
