import { z } from 'zod';

/**
 * Reconciliation with another system (FORMATS §5): a lessor's or an earlier system's schedules and
 * calculations, imported from CSV, kept beside ours and compared with them; never used as ours.
 */

/**
 * `?dryRun=true` reads and checks the file and answers what an import would store, storing nothing. Absent or
 * `false`: the import is stored.
 */
export const externalFiguresImportQuery = z.strictObject({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type ExternalFiguresImportQuery = z.infer<typeof externalFiguresImportQuery>;

/** One agreement an import named: its rows in the file (a calculation file has one per agreement). */
export const externalFiguresImportedAgreement = z.object({
  leaseAgreementId: z.number().int(),
  contractNumber: z.string(),
  scheduleNumber: z.string(),
  rows: z.number().int(),
});
export type ExternalFiguresImportedAgreement = z.infer<typeof externalFiguresImportedAgreement>;

/** The answer of POST /api/leaseamortizations/csv and /api/leasecalculations/csv, agreements in file order. */
export const externalFiguresImportResult = z.object({
  dryRun: z.boolean(),
  agreements: z.array(externalFiguresImportedAgreement),
});
export type ExternalFiguresImportResult = z.infer<typeof externalFiguresImportResult>;

/** The schedule figures compared per period, as the file's columns name them. */
export const reconciledScheduleFields = ['paymentDate', 'paymentAmount', 'interestAmount', 'principalAmount', 'closingBalance', 'openingBalance'] as const;
/** The calculation figures compared (SPEC §3 names, spelling included). */
export const reconciledCalculationFields = ['implicitRate', 'presentValueOfRent', 'totalPresentValueOfLeasePayments', 'costOfEquipment', 'ninetyPercenatageTest', 'interimRate'] as const;
/** `row`: a period only one side has. */
export const reconciliationFields = [...reconciledScheduleFields, ...reconciledCalculationFields, 'row'] as const;
export type ReconciliationField = (typeof reconciliationFields)[number];

const reconciledValue = z.union([z.number(), z.string(), z.boolean(), z.null()]);

/**
 * One figure that differs. Dates are `YYYY-MM-DD`; for `row`, ours and theirs are the period number on the side
 * that has it and null on the other. `difference` is theirs − ours for numbers (money to the cent), else null.
 */
export const reconciliationDifference = z.object({
  /** null for a calculation figure. */
  periodNumber: z.number().int().nullable(),
  field: z.enum(reconciliationFields),
  ours: reconciledValue,
  theirs: reconciledValue,
  difference: z.number().nullable(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifference>;

/** GET /api/leaseagreements/{id}/reconciliation. */
export const reconciliation = z.object({
  /** Another system's schedule was imported for this agreement. */
  hasSchedule: z.boolean(),
  /** Another system's calculation was imported. */
  hasCalculation: z.boolean(),
  /** Something was imported and nothing differs. */
  matches: z.boolean(),
  differences: z.array(reconciliationDifference),
});
export type Reconciliation = z.infer<typeof reconciliation>;
