import { z } from 'zod';
import { email, newPassword } from './auth.ts';
import { roleId, roleName } from './enums.ts';
import { wireId, wireString } from './wire.ts';

export const role = z.object({ id: roleId, name: roleName });
export type RoleDto = z.infer<typeof role>;

/** GET /api/user: the signed-in user. */
export const currentUser = z.object({
  id: wireId,
  firstName: wireString,
  lastName: wireString,
  email: wireString,
  role: roleName,
});
export type CurrentUser = z.infer<typeof currentUser>;

export const userTenantRef = z.object({ id: wireId, name: wireString });

export const user = z.object({
  id: wireId,
  firstName: wireString,
  lastName: wireString,
  email: wireString,
  userName: wireString,
  role,
  tenants: z.array(userTenantRef),
  isLockedOut: z.boolean(),
  isDeleted: z.boolean(),
});
export type UserDto = z.infer<typeof user>;

const personName = wireString.trim().min(1).max(100);

export const createUserInput = z.strictObject({
  firstName: personName,
  lastName: personName,
  email,
  roleId,
  tenantIds: z.array(wireId).max(500).default([]),
  password: newPassword,
  repeatedPassword: wireString.max(128),
});
export type CreateUserInput = z.infer<typeof createUserInput>;

/** Password fields are optional on update: empty means unchanged. */
export const updateUserInput = z.strictObject({
  firstName: personName,
  lastName: personName,
  email,
  roleId,
  tenantIds: z.array(wireId).max(500),
  password: z.union([z.literal(''), newPassword]).optional(),
  repeatedPassword: wireString.max(128).optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const userRoleInput = z.strictObject({ userId: wireId, roleId });
export const userTenantsInput = z.strictObject({
  userId: wireId,
  tenantIds: z.array(wireId).max(500),
});
export const tenantIdsInput = z.strictObject({ tenantIds: z.array(wireId).max(500) });
