import { messageOfZodIssue, type FieldMessage, type MessageRef } from '@leasedesk/contract';
import { fieldFailure } from './errors.ts';

/** The shape fastify-type-provider-zod gives each zod issue of a failed request schema. */
type ValidationIssue = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };

/** `/tenantIds/0` → `tenantIds[0]`, `/address/city` → `address.city`. */
export function propertyNameOf(segments: string[]): string {
  return segments.reduce((name, segment) => {
    if (/^\d+$/.test(segment)) return `${name}[${segment}]`;
    return name === '' ? segment : `${name}.${segment}`;
  }, '');
}

function segmentsOf(instancePath: string): string[] {
  return instancePath.split('/').filter((segment) => segment !== '');
}

/**
 * One error per field, as catalog keys with parameters (worded at answer time). An unknown body property
 * (z.strictObject) becomes an error on that property, so the client sees which field it must not send.
 */
export function fieldErrorsOf(issues: ValidationIssue[]): FieldMessage[] {
  const errors: FieldMessage[] = [];
  const seen = new Set<string>();
  const add = (propertyName: string, message: MessageRef) => {
    if (seen.has(propertyName)) return;
    seen.add(propertyName);
    errors.push({ propertyName, ...message });
  };
  for (const issue of issues) {
    const segments = segmentsOf(issue.instancePath);
    const keys = issue.params['keys'];
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) add(propertyNameOf([...segments, String(key)]), { key: 'validation.unknownProperty' });
      continue;
    }
    add(propertyNameOf(segments), messageOfZodIssue({ ...issue.params, code: issue.keyword, message: issue.message }));
  }
  return errors;
}

/**
 * A PUT body may carry the record as GET answered it, `id` included: the id must then be the path's
 * (a field error on `id` otherwise, before anything is read or written). Returns the body without it.
 */
export function valuesForPathId<T extends { id?: number | undefined }>(pathId: number, body: T): Omit<T, 'id'> {
  const { id, ...values } = body;
  if (id !== undefined && id !== pathId) throw fieldFailure('id', 'validation.pathIdMismatch');
  return values;
}
