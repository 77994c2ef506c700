import { z } from 'zod';
import { contractor, contractorInput } from './contractors.ts';
import { roleId } from './enums.ts';
import { leaseAgreement, leaseAgreementInput } from './lease-agreements.ts';
import { salesPerson, salesPersonInput } from './sales-persons.ts';
import { tenant, tenantInput } from './tenants.ts';
import { updateUserInput, user } from './users.ts';
import { wireId } from './wire.ts';

/**
 * PUT bodies. Clients edit the record they read, so a PUT accepts the record as GET answered it: the
 * read-only fields of the resource's own DTO are accepted and dropped here (they are never assigned:
 * not tenantId, not isDeleted, not lockout), `id` is kept for the route to compare with the path's
 * (see valuesForPathId in the API). Any other property is still refused (strict objects).
 */

type Shape = Record<string, z.ZodType>;

/** The DTO's read-only fields, each optional and checked as the DTO types it. */
function readOnlyFields<S extends Shape, K extends keyof S & string>(dto: z.ZodObject<S>, keys: readonly K[]): { [P in K]: z.ZodOptional<S[P]> } {
  return Object.fromEntries(keys.map((key) => [key, (dto.shape[key] as z.ZodType).optional()])) as { [P in K]: z.ZodOptional<S[P]> };
}

/** Drops the read-only fields once checked, so no operation can read (let alone store) them. */
function withoutFields<K extends string>(keys: readonly K[]) {
  return <T extends object>(body: T): Omit<T, K> => {
    const values = { ...body } as Record<string, unknown>;
    for (const key of keys) delete values[key];
    return values as Omit<T, K>;
  };
}

/** `id` may come back with the record; it must then name the record of the path. */
const echoedId = { id: wireId.optional() };

const contractorReadOnly = ['createDate', 'isDeleted', 'tenantId'] as const;
export const contractorUpdateInput = contractorInput
  .extend({ ...echoedId, ...readOnlyFields(contractor, contractorReadOnly) })
  .transform(withoutFields(contractorReadOnly));

const salesPersonReadOnly = ['isDeleted', 'tenantId', 'tenant'] as const;
export const salesPersonUpdateInput = salesPersonInput
  .extend({ ...echoedId, ...readOnlyFields(salesPerson, salesPersonReadOnly) })
  .transform(withoutFields(salesPersonReadOnly));

/** The logo has its own route (PUT /api/tenants/{id}/logo). */
const tenantReadOnly = ['createDate', 'isDeleted', 'logo'] as const;
export const tenantUpdateInput = tenantInput
  .extend({ ...echoedId, ...readOnlyFields(tenant, tenantReadOnly) })
  .transform(withoutFields(tenantReadOnly));

/**
 * The user DTO shows `role` and `tenants` where the input takes `roleId` and `tenantIds`: absent, they
 * keep what the user has, so the record as read changes nothing. Lockout is never set from a body.
 */
const userReadOnly = ['userName', 'role', 'tenants', 'isLockedOut', 'isDeleted'] as const;
export const userUpdateInput = updateUserInput
  .extend({ ...echoedId, ...readOnlyFields(user, userReadOnly), roleId: roleId.optional(), tenantIds: updateUserInput.shape.tenantIds.optional() })
  .transform(withoutFields(userReadOnly));
export type UserUpdateValues = Omit<z.output<typeof userUpdateInput>, 'id'>;

/** Everything the full record adds to the input: the token, the nested contractor and sales person, the figures. */
const agreementReadOnly = [
  'createDate',
  'isDeleted',
  'token',
  'contractor',
  'salesPerson',
  'leaseCalculation',
  'leaseAmortizations',
  'depraciations',
  'invoiceReports',
  'impairmentProcedures',
] as const;
export const leaseAgreementUpdateInput = leaseAgreementInput
  .extend({ ...echoedId, ...readOnlyFields(leaseAgreement, agreementReadOnly) })
  .transform(withoutFields(agreementReadOnly));
