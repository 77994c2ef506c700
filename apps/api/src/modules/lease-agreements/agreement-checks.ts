import { and, eq, ne, not } from 'drizzle-orm';
import type { FieldMessage, LeaseAgreementValues } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { contractors, leaseAgreements, salesPersons } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { fieldFailure } from '../../lib/errors.ts';

const liveNumbersKey = 'lease_agreements_contract_schedule_live_key';
const duplicateNumbers = () => fieldFailure('scheduleNumber', 'records.agreement.duplicateNumbers');

/**
 * The contractor and the sales person named by id must be live ones of this tenant (row-level security hides
 * other tenants' anyway). Both are read with a shared lock: a delete of either (which locks it for update,
 * then counts its agreements) waits for this save.
 */
export async function referenceErrors(tx: Tx, tenantId: number, input: Pick<LeaseAgreementValues, 'contractorId' | 'salesPersonId'>): Promise<FieldMessage[]> {
  const errors: FieldMessage[] = [];
  const [contractor] = await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.id, input.contractorId), eq(contractors.tenantId, tenantId), not(contractors.isDeleted)))
    .for('share');
  if (!contractor) errors.push({ propertyName: 'contractorId', key: 'records.agreement.contractorOfTenant' });
  if (input.salesPersonId !== null) {
    const [salesPerson] = await tx
      .select({ id: salesPersons.id })
      .from(salesPersons)
      .where(and(eq(salesPersons.id, input.salesPersonId), eq(salesPersons.tenantId, tenantId), not(salesPersons.isDeleted)))
      .for('share');
    if (!salesPerson) errors.push({ propertyName: 'salesPersonId', key: 'records.agreement.salesPersonOfTenant' });
  }
  return errors;
}

export async function checkNumbersFree(tx: Tx, tenantId: number, values: { contractorId: number; contractNumber: string; scheduleNumber: string }, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: leaseAgreements.id })
    .from(leaseAgreements)
    .where(
      and(
        eq(leaseAgreements.tenantId, tenantId),
        eq(leaseAgreements.contractorId, values.contractorId),
        eq(leaseAgreements.contractNumber, values.contractNumber),
        eq(leaseAgreements.scheduleNumber, values.scheduleNumber),
        not(leaseAgreements.isDeleted),
        exceptId === undefined ? undefined : ne(leaseAgreements.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw duplicateNumbers();
}

/** A write that makes an agreement live with its numbers: a race past the check meets the unique index. */
export async function guardNumbers<T>(write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, liveNumbersKey)) throw duplicateNumbers();
    throw error;
  }
}
