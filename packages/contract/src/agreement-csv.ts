import { z } from 'zod';
import { messageKey } from './messages/zod-issues.ts';
import { maxWireId, noRecordId, wireString } from './wire.ts';

/**
 * Agreements in and out as CSV (FORMATS §4): POST /api/leaseagreement/csv[?dryRun=true] imports a file,
 * GET /api/leaseagreements/csv[?contractorIds=1,2] exports the same columns, GET /api/leaseagreement/csv/template
 * is the header and one example row.
 */

/** `?dryRun=true`: answer what would be stored and store nothing. */
export const agreementImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type AgreementImportQuery = z.input<typeof agreementImportQuery>;

/** At most this many contractor ids in one export's filter. */
export const agreementExportContractorsLimit = 1000;

const contractorIdOf = (digits: string): number => {
  const id = Number(digits);
  // An id no record can have matches nothing, as another tenant's id does.
  return Number.isSafeInteger(id) && id >= 1 && id <= maxWireId ? id : noRecordId;
};

/**
 * `?contractorIds=1,2`: the contractors whose live agreements are exported; absent or empty, every live agreement
 * of the client. Another client's ids, or ids of no record, match nothing.
 */
export const agreementExportQuery = z.object({
  contractorIds: wireString
    .regex(new RegExp(`^(\\d+(,\\d+){0,${agreementExportContractorsLimit - 1}})?$`), messageKey('validation.contractorIdList'))
    .optional()
    .transform((ids) => (ids === undefined || ids === '' ? null : ids.split(',').map(contractorIdOf))),
});
export type AgreementExportQuery = z.input<typeof agreementExportQuery>;

/** One agreement of an import, as stored (or, on a dry run, as it would be). */
export const importedAgreement = z.object({
  /** The CSV row (the header is row 1). */
  row: z.number().int(),
  contractNumber: z.string(),
  scheduleNumber: z.string(),
  contractorName: z.string(),
  /** Null on a dry run. */
  leaseAgreementId: z.number().int().nullable(),
  /** L0 (IFRS16) or N (CSI), as the agreement record shows it (totalPresentValueOfLeasePayments). */
  initialValue: z.number(),
  /** The annual rate the figures use, a fraction: CSI's implicit rate; IFRS16's borrowing rate or the solved one. */
  rate: z.number(),
  /** Rows of the amortization schedule. */
  scheduleRows: z.number().int(),
});
export type ImportedAgreement = z.infer<typeof importedAgreement>;

export const agreementImportResult = z.object({
  dryRun: z.boolean(),
  count: z.number().int(),
  agreements: z.array(importedAgreement),
});
export type AgreementImportResult = z.infer<typeof agreementImportResult>;
