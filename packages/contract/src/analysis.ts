import { z } from 'zod';
import { wireDate, wireId } from './wire.ts';

/**
 * Analysis for the auditor (DOMAIN §8–§10, SPEC §3 "Sensitivity analysis result" and
 * "Impairment question"). Rates on the wire are fractions a year under the agreement's rateConvention.
 */

/** A rate a year as a fraction; lease-math checks its range and answers a field error on `auditorRate`. */
const annualRate = z.number();

/** POST /api/sensitivityanalisys (SPEC's spelling). */
export const sensitivityRequest = z
  .object({
    leaseAgreementId: wireId,
    auditorRate: annualRate,
  })
  .strict();
export type SensitivityRequest = z.infer<typeof sensitivityRequest>;

/** SPEC §3's result: each variance is the value at the auditor's rate − the value at the tenant's. */
export const sensitivityResult = z.object({
  rate: z.object({ tenantRate: z.number(), auditorRate: z.number(), variance: z.number() }),
  initialValue: z.object({ valueAtTenantRate: z.number(), valueAtAuditorRate: z.number(), variance: z.number() }),
  financialCost: z.object({
    financialCostAtTenantRate: z.number(),
    financialCostAtAuditorRate: z.number(),
    variance: z.number(),
  }),
});
export type SensitivityResult = z.infer<typeof sensitivityResult>;

/** POST /api/sensitivityanalisys/portfolio: every live IFRS16 agreement of the tenant, or of these contractors. */
export const portfolioSensitivityRequest = z
  .object({
    contractorIds: z.array(wireId).max(1000).nullish(),
    auditorRate: annualRate,
  })
  .strict();
export type PortfolioSensitivityRequest = z.infer<typeof portfolioSensitivityRequest>;

export const portfolioSensitivityRow = sensitivityResult.extend({
  leaseAgreementId: z.number().int(),
  contractorName: z.string(),
  contractNumber: z.string(),
  scheduleNumber: z.string(),
});
export type PortfolioSensitivityRow = z.infer<typeof portfolioSensitivityRow>;

/** Sums of the money lines, to the cent (rates do not add up). */
export const portfolioSensitivityTotals = z.object({
  initialValue: z.object({ valueAtTenantRate: z.number(), valueAtAuditorRate: z.number(), variance: z.number() }),
  financialCost: z.object({
    financialCostAtTenantRate: z.number(),
    financialCostAtAuditorRate: z.number(),
    variance: z.number(),
  }),
});
export type PortfolioSensitivityTotals = z.infer<typeof portfolioSensitivityTotals>;

export const portfolioSensitivity = z.object({
  reportId: z.number().int(),
  /** A download token for this run's Excel (DESIGN §3). */
  token: z.string(),
  auditorRate: z.number(),
  details: z.array(portfolioSensitivityRow),
  totals: portfolioSensitivityTotals,
});
export type PortfolioSensitivity = z.infer<typeof portfolioSensitivity>;

/** POST /api/leaseagreement/borrowingrate (DOMAIN §9): nothing is stored. */
export const borrowingRateResult = z.object({
  /** The annual rate under the agreement's rateConvention, unrounded. */
  borrowingRate: z.number(),
  /** j, the monthly rate. */
  monthlyRate: z.number(),
});
export type BorrowingRateResult = z.infer<typeof borrowingRateResult>;

/** SPEC §3 "Impairment question". */
export const impairmentQuestion = z.object({
  sequence: z.number().int(),
  questionPL: z.string(),
  questionEN: z.string(),
  /** null: not answered yet. */
  answer: z.boolean().nullable(),
  isArchived: z.boolean(),
  accountingYearEnd: z.string(),
  leaseAgreementId: z.number().int(),
});
export type ImpairmentQuestion = z.infer<typeof impairmentQuestion>;

/** One accounting year end's questionnaire (DOMAIN §10): any "yes" requires an impairment test. */
export const impairmentQuestionnaire = z.object({
  leaseAgreementId: z.number().int(),
  accountingYearEnd: z.string(),
  isArchived: z.boolean(),
  /** false when nothing is stored for this year end yet (the eight indicators with answer null). */
  isStored: z.boolean(),
  impairmentTestRequired: z.boolean(),
  questions: z.array(impairmentQuestion),
});
export type ImpairmentQuestionnaire = z.infer<typeof impairmentQuestionnaire>;

/**
 * GET /api/leaseagreements/{id}/impairmentprocedure: every stored questionnaire, newest year end first
 * (the current one not archived, earlier ones archived). With `?accountingYearEnd` only that year end's,
 * unanswered when none is stored.
 */
export const impairmentProcedure = z.object({
  leaseAgreementId: z.number().int(),
  /** The current questionnaire's: false when none is stored. */
  impairmentTestRequired: z.boolean(),
  questionnaires: z.array(impairmentQuestionnaire),
});
export type ImpairmentProcedure = z.infer<typeof impairmentProcedure>;

export const impairmentProcedureQuery = z.object({ accountingYearEnd: wireDate.optional() });

/** PUT /api/leaseagreements/{id}/impairmentprocedure: answers per sequence; an omitted one stays unanswered. */
export const impairmentAnswersInput = z
  .object({
    accountingYearEnd: wireDate,
    answers: z
      .array(z.object({ sequence: z.number().int().min(1).max(100), answer: z.boolean().nullable() }).strict())
      .max(100),
  })
  .strict();
export type ImpairmentAnswersInput = z.infer<typeof impairmentAnswersInput>;
