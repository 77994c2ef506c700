import { z } from 'zod';
import { messageKey } from './messages/zod-issues.ts';
import { wireId, wireString } from './wire.ts';

export const salesPerson = z.object({
  id: wireId,
  firstName: wireString,
  lastName: wireString,
  tenantId: wireId,
  isDeleted: z.boolean(),
  tenant: z.object({ name: wireString }),
});
export type SalesPersonDto = z.infer<typeof salesPerson>;

export const salesPersonInput = z.strictObject({
  firstName: wireString.trim().min(1, messageKey('validation.firstName.required')).max(100),
  lastName: wireString.trim().min(1, messageKey('validation.lastName.required')).max(100),
});
export type SalesPersonInput = z.infer<typeof salesPersonInput>;
