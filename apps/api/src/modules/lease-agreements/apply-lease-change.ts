import { AccountingStandard, type LeaseChangeDto, type LeaseChangeValues } from '@leasedesk/contract';
import { applyChange, type AppliedChange } from '@leasedesk/lease-math';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { withTenant } from '../../db/scope.ts';
import { fieldFailure, fieldFailures } from '../../lib/errors.ts';
import type { AgreementRow } from './agreement-rows.ts';
import { agreementFieldsOf, findAgreementRow, type AgreementCaller } from './agreement-record.ts';
import { calculationMessages } from './calculation-messages.ts';
import { recordChangeAudit } from './lease-change-audit.ts';
import { loadCurrentVersion } from './lease-change-current.ts';
import { givenFieldsOf, leaseChangeDto } from './lease-change-dto.ts';
import { latestChange, userNameOf } from './lease-change-rows.ts';
import { storeLeaseChange } from './store-lease-change.ts';
import { tenantStandard } from './tenant-standard.ts';
import { matchInvoiceLines } from '../invoices/index.ts';

/** Lease changes are the lessee's (IFRS 16.36–46): a CSI agreement, or any agreement of a CSI client, has none yet. */
export async function assertChangesAllowed(tx: Tx, tenantId: number, agreement: AgreementRow): Promise<void> {
  const ifrs16 = AccountingStandard.IFRS16 as number;
  if (agreement.accountingStandard !== ifrs16 || (await tenantStandard(tx, tenantId)) !== ifrs16) {
    throw fieldFailure('changeKind', 'records.agreement.changesIfrs16Only');
  }
}

/** Who makes a change: the token's user and tenant. */
export type ChangeCaller = { userId: number; tenantId: number };

/**
 * A lease change (DOMAIN §14) of an agreement the caller's transaction has read (locked unless a dry run): its
 * current version (the stored rows and the latest change's terms) through lease-math's applyChange, whose rule
 * errors are thrown as field errors. A dry run answers the figures and stores nothing. Otherwise, in the same
 * transaction: the change and the new version's rows (storeLeaseChange), the unsent invoice lines matched again
 * (DOMAIN §11) and the trail's entry. The agreements CSV's import of changes applies each through here.
 */
export async function applyLeaseChangeIn(tx: Tx, caller: ChangeCaller, agreement: AgreementRow, input: LeaseChangeValues, options: { dryRun: boolean }): Promise<LeaseChangeDto> {
  const { tenantId } = caller;
  const id = agreement.id;
  await assertChangesAllowed(tx, tenantId, agreement);
  const latest = await latestChange(tx, tenantId, id);
  const { current, schedule, depreciation } = await loadCurrentVersion(tx, tenantId, agreement, latest);
  const applied = applyChange(current, input);
  if (!applied.ok) throw fieldFailures(calculationMessages(applied.errors));
  const version = (latest?.version ?? 1) + 1;
  const given = givenFieldsOf(input);
  if (options.dryRun) return leaseChangeDto(version, applied.figures, given, null);

  const stored = await storeLeaseChange(tx, tenantId, {
    agreement,
    applied,
    version,
    input: { effectiveDate: applied.figures.effectiveDate, changeKind: applied.figures.changeKind, ...given },
    termsBefore: current.terms,
    createdBy: caller.userId,
  });
  await matchInvoiceLines(tx, tenantId, { leaseAgreementId: id });
  const answer = leaseChangeDto(version, applied.figures, given, { changeId: stored.id, createdBy: await userNameOf(tx, caller.userId), createDate: stored.createDate });
  await auditChange(tx, tenantId, agreement, applied, answer, { schedule, depreciation });
  return answer;
}

/**
 * POST /api/leaseagreements/{id}/changes: a live IFRS16 agreement of the tenant (404 otherwise), locked while a
 * change is stored; the change applied in one transaction (applyLeaseChangeIn).
 */
export function applyLeaseChange(ctx: AppContext, caller: AgreementCaller, id: number, input: LeaseChangeValues, options: { dryRun: boolean }): Promise<LeaseChangeDto> {
  return withTenant(ctx.db, caller.tenantId, async (tx) => {
    const agreement = await findAgreementRow(tx, caller.tenantId, id, { lock: !options.dryRun });
    return applyLeaseChangeIn(tx, caller, agreement, input, options);
  });
}

async function auditChange(
  tx: Tx,
  tenantId: number,
  agreement: AgreementRow,
  applied: AppliedChange,
  change: LeaseChangeDto,
  before: { schedule: readonly { periodNumber: number }[]; depreciation: readonly { periodNumber: number }[] },
): Promise<void> {
  const k = change.rowNumber;
  const from = <T extends { periodNumber: number }>(rows: readonly T[]) => rows.filter((row) => row.periodNumber >= k);
  await recordChangeAudit(tx, {
    action: 'change',
    change,
    agreementBefore: agreementFieldsOf(agreement),
    agreementAfter: agreementFieldsOf(await findAgreementRow(tx, tenantId, agreement.id)),
    schedule: { before: from(before.schedule), after: from(applied.leaseAmortizations) },
    depreciation: { before: from(before.depreciation), after: from(applied.depraciations) },
  });
}
