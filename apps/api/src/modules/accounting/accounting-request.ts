import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { AccountingEntryRequest, FieldMessage } from '@leasedesk/contract';
import { reportingPeriod } from '@leasedesk/lease-math';
import { fieldFailures } from '../../lib/errors.ts';
import { fieldErrorsOf } from '../../lib/validation-errors.ts';
import { selectionOf, type AccountingSelection } from './accounting-selection.ts';
import { periodMessages } from './period-messages.ts';

const startField = 'reportingPeriodStartingDate';
const endField = 'reportingPeriodClosingDate';

/**
 * The request's rules beyond its shape, checked on the fields the shape did not flag: at least one
 * contractor (SPEC §5), and the period's end not before its start (lease-math's reportingPeriod, whose
 * errors name the closing date).
 */
function ruleErrors(body: unknown, flagged: ReadonlySet<string>): FieldMessage[] {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const errors: FieldMessage[] = [];
  const contractorIds = fields['contractorIds'];
  if (!flagged.has('contractorIds') && Array.isArray(contractorIds) && contractorIds.length === 0) {
    errors.push({ propertyName: 'contractorIds', key: 'accounting.contractorIds.required' });
  }
  const start = fields[startField];
  const end = fields[endField];
  if (typeof start === 'string' && typeof end === 'string' && !flagged.has(startField) && !flagged.has(endField)) {
    const period = reportingPeriod(start, end);
    if (!period.ok) errors.push(...periodMessages(period.errors));
  }
  return errors;
}

/**
 * The accounting entry request of POST .../accountingentry and .../disclosure, with every error at once: the
 * routes take a failed body schema as `request.validationError` (`attachValidation`) and answer its shape
 * errors (unknown fields, a missing or malformed date, a list of the wrong type) together with the rules above
 * for the fields the shape did not flag; all in the caller's language, as catalog keys. `body` is the request's
 * body as its schema typed it (only trusted when there is no validation error).
 */
export function accountingRequestOf(request: FastifyRequest, body: AccountingEntryRequest): AccountingSelection {
  const failure = request.validationError;
  if (failure) {
    if (failure.validationContext !== 'body' || !hasZodFastifySchemaValidationErrors(failure)) throw failure;
    const shapeErrors = fieldErrorsOf(failure.validation);
    const flagged = new Set(shapeErrors.map((error) => error.propertyName));
    throw fieldFailures([...shapeErrors, ...ruleErrors(request.body, flagged)]);
  }
  const errors = ruleErrors(body, new Set());
  if (errors.length > 0) throw fieldFailures(errors);
  return selectionOf(body);
}
