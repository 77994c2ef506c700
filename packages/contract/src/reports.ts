import { z } from 'zod';
import { enumIndex, LeaseType, PaymentDue, PaymentInterval } from './enums.ts';
import { wireDate, wireId, wireString } from './wire.ts';

/**
 * Reports and accounting (SPEC §3 "Lease report request", "Accounting entry request").
 * Every filter value may be absent or null, and every list empty: that means "any". The old client
 * sent `isFactoring: true, paymentInterval: 0, paymentDue: 0` when nothing was chosen; our form
 * sends null for "any" (ARCHITECTURE §13), so a client that sends SPEC's defaults gets exactly
 * what it asked for: factored, monthly, in-advance agreements.
 */
const numberText = wireString.max(100);
const idList = z.array(wireId).max(1000);
const textList = z.array(numberText).max(1000);

export const agreementFilter = z
  .object({
    contractorIds: idList.nullish(),
    scheduleNumbers: textList.nullish(),
    contractNumbers: textList.nullish(),
    /** true: sent to a factor (transferToFactorDate or factoringContractNumber set); false: not sent. */
    isFactoring: z.boolean().nullish(),
    factorContractNumbers: textList.nullish(),
    /** Agreements starting on or after it. */
    startingDate: wireDate.nullish(),
    /** Agreements closing on or before it. */
    closingDate: wireDate.nullish(),
    paymentInterval: enumIndex(PaymentInterval).nullish(),
    salesPersonIds: idList.nullish(),
    paymentDue: enumIndex(PaymentDue).nullish(),
    leaseType: enumIndex(LeaseType).nullish(),
  })
  .strict();
export type AgreementFilter = z.infer<typeof agreementFilter>;

/** POST /api/leaseagreements/report: one row per matching live agreement. */
export const leaseReportRow = z.object({
  leaseAgreementId: z.number().int(),
  contractorName: z.string(),
  contractNumber: z.string(),
  scheduleNumber: z.string(),
  factoringContractNumber: z.string(),
  startingDate: z.string(),
  closingDate: z.string(),
  totalEquipmentCost: z.number(),
  paymentInterval: z.number().int(),
  paymentDue: z.number().int(),
  leaseType: z.number().int(),
  /** "First Last" of the sales person, or null. */
  salesPerson: z.string().nullable(),
  /** IFRS16 (lessee): the lease liability at commencement (DOMAIN §5: L0); null under CSI or before a calculation. */
  leaseLiability: z.number().nullable(),
  /** IFRS16 (lessee): the right-of-use asset at commencement (DOMAIN §5: ROU); null under CSI or before a calculation. */
  rightOfUse: z.number().nullable(),
});
export type LeaseReportRow = z.infer<typeof leaseReportRow>;

export const leaseReport = z.object({
  /** The client's standard (0 CSI, 1 IFRS16): the report shows, on screen and in its Excel file, the columns that standard uses. */
  accountingStandard: z.number().int(),
  reportId: z.number().int(),
  /** A download token for this report's Excel (DESIGN §3). */
  token: z.string(),
  reportDetails: z.array(leaseReportRow),
});
export type LeaseReport = z.infer<typeof leaseReport>;

/** POST /api/leaseamortizations/report: the filter plus the period in which paymentDate falls. */
export const settlementsReportRequest = agreementFilter
  .extend({
    periodStart: wireDate,
    periodEnd: wireDate,
  })
  .strict();
export type SettlementsReportRequest = z.infer<typeof settlementsReportRequest>;

export const settlementsReportRow = z.object({
  leaseAgreementId: z.number().int(),
  contractorName: z.string(),
  contractNumber: z.string(),
  scheduleNumber: z.string(),
  periodNumber: z.number().int(),
  paymentDate: z.string(),
  paymentAmount: z.number(),
  interestAmount: z.number(),
  principalAmount: z.number(),
  closingBalance: z.number(),
});
export type SettlementsReportRow = z.infer<typeof settlementsReportRow>;

export const settlementsReportTotals = z.object({
  paymentAmount: z.number(),
  interestAmount: z.number(),
  principalAmount: z.number(),
});

export const settlementsReport = z.object({
  reportId: z.number().int(),
  token: z.string(),
  reportDetails: z.array(settlementsReportRow),
  totals: settlementsReportTotals,
});
export type SettlementsReport = z.infer<typeof settlementsReport>;

/**
 * POST /api/customers/leaseagreements/periods/accountingentry and .../disclosure (SPEC §3): at least
 * one contractor; empty number lists mean all of those contractors' agreements; the period is required.
 */
export const accountingEntryRequest = z
  .object({
    contractorIds: idList,
    contractNumbers: textList.nullish(),
    scheduleNumbers: textList.nullish(),
    reportingPeriodStartingDate: wireDate,
    reportingPeriodClosingDate: wireDate,
  })
  .strict();
export type AccountingEntryRequest = z.infer<typeof accountingEntryRequest>;

export const entryDetail = z.object({ labelEN: z.string(), labelPL: z.string(), value: z.number() });
export const accountingEntry = z.object({ index: z.number().int(), debitDetail: entryDetail, creditDetail: entryDetail });
export type AccountingEntryDto = z.infer<typeof accountingEntry>;

export const accountingEntries = z.object({
  reportId: z.number().int(),
  token: z.string(),
  details: z.array(accountingEntry),
});
export type AccountingEntries = z.infer<typeof accountingEntries>;

/**
 * DOMAIN §13's wire names, with the lines of lease changes (§14), 0 in a period without changes: `remeasurements`
 * in both roll-forwards (opening + additions + interest − payments + remeasurements = closing, and likewise for the
 * asset) and `modificationGainLoss` (Σ G plus any further gain; a loss when negative).
 */
export const disclosure = z.object({
  reportId: z.number().int(),
  token: z.string(),
  liability: z.object({
    opening: z.number(),
    additions: z.number(),
    interest: z.number(),
    payments: z.number(),
    remeasurements: z.number(),
    closing: z.number(),
  }),
  rightOfUse: z.object({ opening: z.number(), additions: z.number(), depreciation: z.number(), remeasurements: z.number(), closing: z.number() }),
  maturity: z.object({ withinOneYear: z.number(), oneToFiveYears: z.number(), afterFiveYears: z.number(), total: z.number() }),
  current: z.number(),
  nonCurrent: z.number(),
  modificationGainLoss: z.number(),
});
export type Disclosure = z.infer<typeof disclosure>;

/**
 * The parts of the disclosure workbook, each also downloadable alone (`?part=`). `modifications` (the gain or
 * loss on lease changes, DOMAIN §14) is in the whole workbook only when the period books a change.
 */
export const disclosureParts = ['liability', 'rightOfUse', 'maturity', 'currentSplit', 'modifications'] as const;
export type DisclosurePart = (typeof disclosureParts)[number];

/** SPEC §3 "Lookup request for schedules/agreements"; the plain list of ids is accepted too. */
export const agreementNumbersLookup = z.union([
  z.array(wireId).max(1000),
  z.object({ contractorsIds: idList, contractNumbers: textList.nullish() }).strict(),
]);
export type AgreementNumbersLookup = z.infer<typeof agreementNumbersLookup>;
