/**
 * react-hook-form rules for the forms on the first page (sign-in, forgot password). They answer catalog keys,
 * as the zod schemas of the other forms do, without bringing zod (≈ 25 KiB gzipped) onto /login.
 */

/** Something other than spaces was typed. */
export const requiredText = (value: string): true | 'validation.required' => value.trim().length > 0 || 'validation.required';

/** The address form zod's `z.email()` accepts: no leading, trailing or doubled dot before the @, a dotted domain. */
const emailPattern = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const emailAddress = (value: string): true | 'validation.email' => emailPattern.test(value) || 'validation.email';
