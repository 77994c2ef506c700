import { z } from 'zod';
import { newPassword } from './password-policy.ts';
import { wireId, wireString } from './wire.ts';

export const email = wireString.trim().toLowerCase().pipe(z.email().max(254));
export * from './password-policy.ts';

export const loginInput = z.strictObject({ username: wireString.min(1).max(254), password: wireString.min(1).max(128) });
export type LoginInput = z.infer<typeof loginInput>;

/**
 * Login result: the token and its expiry (ISO date-time). mustChangePassword: the password was generated for the
 * user (not chosen), and the token opens nothing but the password change until it is replaced.
 */
export const tokenResult = z.object({ token: wireString, expiration: wireString, mustChangePassword: z.boolean() });
export type TokenResult = z.infer<typeof tokenResult>;

export const tenantSelectionInput = z.strictObject({ tenantId: wireId });
export type TenantSelectionInput = z.infer<typeof tenantSelectionInput>;

export const validateTokenInput = z.strictObject({ token: wireString.max(4096) });

export const forgotPasswordInput = z.strictObject({ email: wireString.max(254) });

/** The reset token may contain '/', it is base64. */
export const resetPasswordInput = z.strictObject({
  token: wireString.min(1).max(512),
  userId: wireId,
  newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const changePasswordInput = z.strictObject({
  currentPassword: wireString.min(1).max(128),
  newPassword,
  repeatedPassword: wireString.max(128),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
