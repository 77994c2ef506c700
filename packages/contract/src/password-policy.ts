import { messageKey } from './messages/zod-issues.ts';
import { wireString } from './wire.ts';

/** NIST SP 800-63B: at least 12 characters (more than its minimum of 8: these accounts keep money figures), at most 128. */
export const passwordMinLength = 12;
export const passwordMaxLength = 128;

/**
 * A new password's form, checked on the wire. Strength (zxcvbn) and "not your name or e-mail" need the
 * dictionaries and the account, so the API checks them (apps/api/src/lib/password-policy.ts).
 */
export const newPassword = wireString
  .min(passwordMinLength, messageKey('validation.password.tooShort'))
  .max(passwordMaxLength, messageKey('validation.password.tooLong'))
  .refine((value) => value.trim() !== '', messageKey('validation.password.onlySpaces'));
