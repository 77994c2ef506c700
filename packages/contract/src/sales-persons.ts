import { z } from 'zod';
import { wireId } from './wire.ts';

export const salesPerson = z.object({
  id: wireId,
  firstName: z.string(),
  lastName: z.string(),
  tenantId: wireId,
  isDeleted: z.boolean(),
  tenant: z.object({ name: z.string() }),
});
export type SalesPersonDto = z.infer<typeof salesPerson>;

export const salesPersonInput = z.strictObject({
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
});
export type SalesPersonInput = z.infer<typeof salesPersonInput>;
