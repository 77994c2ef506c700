import { z } from 'zod';

/**
 * The wire's scalar types, shared by every schema of the contract, so that what the database cannot
 * hold is refused as a field error before any query runs (a refused value never becomes a 500).
 */

/** Record ids are PostgreSQL `integer`s: 1 to 2^31 − 1. */
export const maxWireId = 2_147_483_647;
const idMessage = `Must be a whole number from 1 to ${maxWireId}`;

/** A record id in a body or a query: a field error when it is no positive 32-bit integer. */
export const wireId = z.int(idMessage).min(1, idMessage).max(maxWireId, idMessage);

/**
 * What an out-of-range path id becomes: no record has it (ids start at 1), so the route answers
 * its own 404, exactly as for a record that does not exist.
 */
export const noRecordId = 0;

const pathIdOf = (digits: string): number => {
  const id = Number(digits);
  return Number.isSafeInteger(id) && id >= 1 && id <= maxWireId ? id : noRecordId;
};

const digitsMessage = 'Expected a record id (digits)';

/**
 * A record id in a path. Any run of digits is a well-formed address; one beyond the range names no
 * record (noRecordId, hence 404) rather than a field error. Anything else (letters, a sign) is a field error.
 */
export const pathId = z.string().regex(/^\d+$/, digitsMessage).transform(pathIdOf);

/** `{ids}` in a path: up to 100 record ids separated by commas, each read as pathId reads one. */
export const pathIdList = z
  .string()
  .regex(/^\d+(,\d+){0,99}$/, 'Expected record ids separated by commas')
  .transform((ids) => ids.split(',').map(pathIdOf));

export const idParam = z.object({ id: pathId });


export const nulMessage = 'Must not contain a NUL character (\\u0000)';

/**
 * Every string of the wire. PostgreSQL text cannot hold NUL, and a query given one fails with a 500,
 * so NUL is refused here, first, as a field error. Chain the field's own rules after it
 * (`wireString.trim().max(100)`).
 */
export const wireString = z.string().refine((text) => !text.includes('\u0000'), nulMessage);
