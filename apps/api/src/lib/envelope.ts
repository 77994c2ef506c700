import type { Envelope, FieldError } from '@leasedesk/contract';

export function ok<T>(value: T): Envelope<T> {
  return { success: true, errors: [], value };
}

export function failed(errors: FieldError[]): Envelope<null> {
  return { success: false, errors, value: null };
}
