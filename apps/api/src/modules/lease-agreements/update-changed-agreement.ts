import { and, eq } from 'drizzle-orm';
import { agreementFieldNames, agreementFields, agreementFigureFieldNames, type FieldMessage, type LeaseAgreementDto, type LeaseAgreementValues } from '@leasedesk/contract';
import { normalizeDate } from '@leasedesk/lease-math';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { leaseAgreements } from '../../db/schema.ts';
import { fieldFailures } from '../../lib/errors.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { agreementChanges, agreementLabel } from './agreement-audit.ts';
import { checkNumbersFree, guardNumbers, referenceErrors } from './agreement-checks.ts';
import { agreementFieldsOf, loadAgreementRecord, type AgreementCaller } from './agreement-record.ts';
import type { AgreementRow } from './agreement-rows.ts';
import { figureFieldsOf } from './figures.ts';
import { standardErrors, tenantStandard } from './tenant-standard.ts';
import { matchInvoiceLines } from '../invoices/index.ts';

const refused = (propertyName: string): FieldMessage => ({ propertyName, key: 'records.agreement.termsChangeThroughChange' });

/**
 * The fields lease-math reads that a body would change: after lease changes the agreement's figures are its
 * versions', so its terms change only through a new change. Amounts and rates are compared at the column's scale;
 * a standard other than the tenant's is standardErrors' to answer.
 */
function figureFieldErrors(stored: AgreementRow, input: LeaseAgreementValues, tenantsStandard: number): FieldMessage[] {
  const kept = figureFieldsOf(stored);
  const errors: FieldMessage[] = [];
  for (const name of agreementFigureFieldNames) {
    if (name === 'accountingStandard') {
      if (standardErrors(input.accountingStandard, tenantsStandard).length === 0 && tenantsStandard !== kept.accountingStandard) errors.push(refused(name));
      continue;
    }
    const field = agreementFields[name];
    const sent = name === 'startingDate' ? (normalizeDate(input.startingDate) ?? input.startingDate) : input[name];
    const differs = 'decimals' in field && typeof sent === 'number' ? Number(sent.toFixed(field.decimals)) !== kept[name] : sent !== kept[name];
    if (differs) errors.push(refused(name));
  }
  return errors;
}

/** The columns a PUT may still write: every field lease-math does not read, but the closing date (the versions' own). */
const keptByChangesNames = agreementFieldNames.filter((name) => !agreementFields[name].figures && name !== 'closingDate');

/**
 * PUT /api/leaseagreements/{id} of an agreement with lease changes (DOMAIN §14): the fields that do not rewrite
 * booked history (identity, references, asset, factoring) are updated; one that lease-math reads and differs from
 * the stored value is a field error on it. Nothing is recomputed: the calculation, schedule and depreciation stay
 * as the versions made them. Runs in the caller's transaction, the agreement locked.
 */
export async function updateChangedAgreement(ctx: AppContext, tx: Tx, caller: AgreementCaller, stored: AgreementRow, input: LeaseAgreementValues): Promise<LeaseAgreementDto> {
  const { tenantId } = caller;
  const id = stored.id;
  const tenantsStandard = await tenantStandard(tx, tenantId);
  const transferToFactorDate = input.transferToFactorDate === null ? null : normalizeDate(input.transferToFactorDate);
  const errors: FieldMessage[] = [
    ...standardErrors(input.accountingStandard, tenantsStandard),
    ...figureFieldErrors(stored, input, tenantsStandard),
    ...(input.transferToFactorDate !== null && transferToFactorDate === null ? [{ propertyName: 'transferToFactorDate', key: 'validation.date.existing' } as const] : []),
    ...(await referenceErrors(tx, tenantId, input)),
  ];
  if (errors.length > 0) throw fieldFailures(errors);
  await checkNumbersFree(tx, tenantId, input, id);
  const values = Object.fromEntries(keptByChangesNames.map((name) => [name, name === 'transferToFactorDate' ? transferToFactorDate : input[name]]));
  await guardNumbers(tx.update(leaseAgreements).set(values).where(and(eq(leaseAgreements.id, id), eq(leaseAgreements.tenantId, tenantId))));
  // The contractor or the numbers may have changed: the unsent lines naming the agreement are matched again (DOMAIN §11).
  await matchInvoiceLines(tx, tenantId, { leaseAgreementId: id });
  const record = await loadAgreementRecord(ctx, tx, caller, id);
  await recordAudit(tx, {
    action: 'update',
    entity: 'agreement',
    entityId: id,
    label: agreementLabel(record),
    changes: agreementChanges({ agreement: agreementFieldsOf(stored), calculation: record.leaseCalculation }, { agreement: record, calculation: record.leaseCalculation }),
    counts: { scheduleRows: 0, depreciationRows: 0 },
  });
  return record;
}
