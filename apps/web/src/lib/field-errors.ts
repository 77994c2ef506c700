import type { FieldError } from '@leasedesk/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts envelope errors on the form fields they name (propertyName, matched case-insensitively,
 * `tenantIds.0` → `tenantIds`) and returns the errors that name no field of the form.
 */
export function applyFieldErrors<T extends FieldValues>(
  errors: readonly FieldError[],
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  /** focus: false when the caller focuses the field itself (e.g. once a collapsed section is open). */
  { focus = true }: { focus?: boolean } = {},
): FieldError[] {
  const rest: FieldError[] = [];
  const byName = new Map(fields.map((field) => [field.toLowerCase(), field]));
  let focused = !focus;
  for (const error of errors) {
    const head = error.propertyName.split(/[.[]/)[0]?.toLowerCase() ?? '';
    const field = byName.get(head);
    if (field) {
      setError(field, { type: 'server', message: error.message }, { shouldFocus: !focused });
      focused = true;
    } else {
      rest.push(error);
    }
  }
  return rest;
}
