import { z } from 'zod';

/**
 * The figures under the home page's cards, each card's from its own call, all at the
 * app's today (the Polish calendar date) among the tenant's live (not deleted) agreements.
 */

/**
 * GET /api/home/figures/agreements: how many live agreements, and what they stand at today.
 * `liability` is DOMAIN §13's liability(today) summed over the IFRS16 agreements:
 * 0 before the start, else L0 + Σ interest booked by today (generalLedgerIncomeDate ≤ today) − Σ payments
 * paid by today (paymentDate ≤ today). `netInvestment` is the same construction over the CSI agreements,
 * from their net investment N: the outstanding balance of the lessor's schedules.
 */
export const agreementFigures = z.object({
  asOf: z.string(),
  liveAgreements: z.number().int(),
  liability: z.number(),
  netInvestment: z.number(),
});
export type AgreementFigures = z.infer<typeof agreementFigures>;

/** GET /api/home/figures/payments: Σ paymentAmount of the schedule rows with paymentDate in (asOf, until], until = asOf + 30 days. */
export const paymentFigures = z.object({
  asOf: z.string(),
  until: z.string(),
  paymentsDue: z.number(),
  /** How many schedule rows those payments are. */
  payments: z.number().int(),
});
export type PaymentFigures = z.infer<typeof paymentFigures>;
