import type { FieldError } from '@leasedesk/contract';

/** Splits a refusal's errors into those on `field` (shown under it) and the others (shown above the button). */
export function errorsOn(errors: readonly FieldError[], field: string): { field: string[]; other: string[] } {
  const own = (error: FieldError) => error.propertyName.split(/[.[]/)[0]?.toLowerCase() === field.toLowerCase();
  return {
    field: errors.filter(own).map((error) => error.message),
    other: errors.filter((error) => !own(error)).map((error) => error.message),
  };
}
