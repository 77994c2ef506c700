import { z } from 'zod';

/** The server's password policy (packages/contract `newPassword`): 12 to 128 characters, not only spaces. The server also refuses guessable ones. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password field; messages are i18n keys. */
export const newPasswordField = z
  .string()
  .min(1, 'validation.required')
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordLength')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong')
  .refine((value) => value === '' || value.trim() !== '', 'validation.passwordBlank');

/** Adds "Passwords must match" on `repeatField` when it differs from `passwordField`. */
export function passwordsMustMatch<T extends Record<string, unknown>>(passwordField: keyof T & string, repeatField: keyof T & string) {
  return (values: T, ctx: z.RefinementCtx) => {
    if ((values[passwordField] ?? '') !== (values[repeatField] ?? '')) {
      ctx.addIssue({ code: 'custom', path: [repeatField], message: 'validation.passwordsMustMatch' });
    }
  };
}
