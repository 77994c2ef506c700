import type { AuditChange, AuditValue } from '@leasedesk/contract';

/**
 * A field's value as the trail keeps it: what the record's GET answers (numbers, text, booleans), with
 * numeric columns' text read as numbers and dates as ISO text. Nested objects and lists are not fields here.
 */
export function auditValueOf(value: unknown): AuditValue | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  return undefined;
}

const same = (a: AuditValue, b: AuditValue) => a === b || (typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 1e-12);

/**
 * The fields whose values differ between two states of a record (null for a side that does not exist yet or any
 * more), in `fields` order. Only the fields named are compared: passwords, hashes and stamps never reach the trail.
 */
export function changesBetween<T extends object>(before: Partial<T> | null, after: Partial<T> | null, fields: readonly (keyof T & string)[]): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = auditValueOf(before?.[field]);
    const is = auditValueOf(after?.[field]);
    if (was === undefined || is === undefined || same(was, is)) continue;
    changes.push({ field, before: was, after: is });
  }
  return changes;
}

/** The one change of a soft delete or a restore (DELETE toggles isDeleted). */
export const deletedChange = (isDeletedNow: boolean): AuditChange[] => [{ field: 'isDeleted', before: !isDeletedNow, after: isDeletedNow }];

/** A toggle's action, by the state it left. */
export const toggleAction = (isDeletedNow: boolean) => (isDeletedNow ? ('delete' as const) : ('restore' as const));
