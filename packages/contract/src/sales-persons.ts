import { z } from 'zod';
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
  firstName: wireString.trim().min(1, 'First name is required').max(100),
  lastName: wireString.trim().min(1, 'Last name is required').max(100),
});
export type SalesPersonInput = z.infer<typeof salesPersonInput>;
