import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { correctableInvoiceRow, invoiceLinesLimit, messageOfZodIssue, type FieldMessage, type InvoiceCorrectionInput } from '@leasedesk/contract';
import { fieldFailures } from '../../lib/errors.ts';

/**
 * PUT /api/invoices takes its body's schema failure as `request.validationError` (`attachValidation`):
 * the contract's union of the bare list and `{ details }` would otherwise answer one vague "invalid" for
 * the whole body. The body is parsed again by the one form it has, so every error names its row as the
 * editor shows it: `row 2: vatRate` (rows counted from 1), `details` or '' for the list itself.
 */
const rows = z.array(correctableInvoiceRow).min(1).max(invoiceLinesLimit);
const wrapped = z.strictObject({ details: rows });

/** `[1, 'vatRate']` → `row 2: vatRate`; `[]` → the list's own name. */
export function rowPropertyName(path: readonly PropertyKey[], listName: string): string {
  const [index, ...rest] = path;
  if (typeof index !== 'number') return listName;
  const field = rest.map(String).join('.');
  return field === '' ? `row ${index + 1}` : `row ${index + 1}: ${field}`;
}

/** Every issue of the body as field messages, one per property, unknown properties named one by one. */
export function correctionBodyErrors(body: unknown): FieldMessage[] {
  const isWrapped = typeof body === 'object' && body !== null && !Array.isArray(body);
  const parsed = isWrapped ? wrapped.safeParse(body) : rows.safeParse(body);
  if (parsed.success) return [];
  const errors: FieldMessage[] = [];
  const seen = new Set<string>();
  const add = (propertyName: string, message: Omit<FieldMessage, 'propertyName'>) => {
    if (seen.has(propertyName)) return;
    seen.add(propertyName);
    errors.push({ propertyName, ...message });
  };
  for (const issue of parsed.error.issues) {
    const inList = isWrapped ? issue.path.slice(1) : issue.path;
    const listName = isWrapped && issue.path.length > 0 ? 'details' : '';
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(rowPropertyName([...inList, key], key), { key: 'validation.unknownProperty' });
      continue;
    }
    add(rowPropertyName(inList, listName), messageOfZodIssue(issue));
  }
  return errors;
}

/** The parsed rows, or every error of the body at once (a failure of anything but the body as it was). */
export function correctionRowsOf(request: FastifyRequest, body: InvoiceCorrectionInput): InvoiceCorrectionInput {
  const failure = request.validationError;
  if (!failure) return body;
  if (failure.validationContext !== 'body' || !hasZodFastifySchemaValidationErrors(failure)) throw failure;
  // The schema failed, so the body is still as it came.
  const errors = correctionBodyErrors(request.body);
  throw errors.length > 0 ? fieldFailures(errors) : failure;
}
