import type { AuditChange, LeaseChangeDto } from '@leasedesk/contract';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import type { Tx } from '../../db/client.ts';
import { agreementAuditFields, agreementLabel, changedRowCount } from './agreement-audit.ts';
import type { agreementFieldsOf } from './agreement-record.ts';

/** What the trail keeps of a lease change (DOMAIN §14): the version it made, its kind and date, the scope kept and its figures. */
export const leaseChangeAuditFields = [
  'version',
  'changeKind',
  'effectiveDate',
  'remainingScope',
  'carryingLiability',
  'carryingRightOfUse',
  'liabilityDecrease',
  'rightOfUseDecrease',
  'gainOrLoss',
  'remeasuredLiability',
  'liabilityAdjustment',
  'rightOfUseAfter',
  'furtherGain',
] as const satisfies readonly (keyof LeaseChangeDto)[];

type AgreementFields = ReturnType<typeof agreementFieldsOf>;
type Rows = readonly { periodNumber: number }[];

export type ChangeAudit = {
  action: 'change' | 'undoChange';
  change: LeaseChangeDto;
  agreementBefore: AgreementFields;
  agreementAfter: AgreementFields;
  /** The rows and periods from k before and after (changedRowCount compares the figures the "after" side has). */
  schedule: { before: Rows; after: Rows };
  depreciation: { before: Rows; after: Rows };
};

/**
 * One entry per change or undo, on the agreement: the change's own fields (appearing on a change, leaving on an
 * undo), then the agreement's columns it rewrote, and how many schedule rows and periods were replaced.
 */
export function recordChangeAudit(tx: Tx, audit: ChangeAudit): Promise<void> {
  const own: AuditChange[] =
    audit.action === 'change' ? changesBetween(null, audit.change, leaseChangeAuditFields) : changesBetween(audit.change, null, leaseChangeAuditFields);
  return recordAudit(tx, {
    action: audit.action,
    entity: 'agreement',
    entityId: audit.agreementAfter.id,
    label: agreementLabel(audit.agreementAfter),
    changes: [...own, ...changesBetween(audit.agreementBefore, audit.agreementAfter, agreementAuditFields)],
    counts: {
      scheduleRows: changedRowCount(audit.schedule.after, audit.schedule.before),
      depreciationRows: changedRowCount(audit.depreciation.after, audit.depreciation.before),
    },
  });
}
