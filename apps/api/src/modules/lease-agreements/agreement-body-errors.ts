import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { parseAgreement } from '@leasedesk/lease-math';
import { fieldFailures } from '../../lib/errors.ts';
import { fieldErrorsOf } from '../../lib/validation-errors.ts';
import { calculationMessages } from './calculation-messages.ts';

/**
 * Every error of an agreement body in one answer. The routes that save or preview an
 * agreement take their body's schema failure as `request.validationError` (`attachValidation`) instead of
 * answering it at once; this answers the shape errors together with lease-math's input rules for the
 * fields the shape did not flag (the term a multiple of the interval, amounts not negative, the term at least
 * a month, ...), which need no other field to be valid. Rules that need a calculation or the database
 * (no rate exists, the contractor is the tenant's, the numbers are free) still follow once the shape is good.
 * A failure of the path or the query is answered as before.
 */
export function assertAgreementBodyValid(request: FastifyRequest): void {
  const failure = request.validationError;
  if (!failure) return;
  if (failure.validationContext !== 'body' || !hasZodFastifySchemaValidationErrors(failure)) throw failure;
  const shapeErrors = fieldErrorsOf(failure.validation);
  const flagged = new Set(shapeErrors.map((error) => error.propertyName));
  const parsed = parseAgreement(request.body);
  const ruleErrors = parsed.ok ? [] : calculationMessages(parsed.errors).filter((error) => error.propertyName !== '' && !flagged.has(error.propertyName));
  throw fieldFailures([...shapeErrors, ...ruleErrors]);
}
