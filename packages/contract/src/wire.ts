import { z } from 'zod';
import type { MessageKey } from './messages/format-message.ts';
import { messageKey } from './messages/zod-issues.ts';

/**
 * The wire's scalar types, shared by every schema of the contract, so that what the database cannot
 * hold is refused as a field error before any query runs (a refused value never becomes a 500).
 */

/** Record ids are PostgreSQL `integer`s: 1 to 2^31 − 1. */
export const maxWireId = 2_147_483_647;
/** Its catalog text names maxWireId itself: a type or bound check of zod carries no parameters of ours. */
const idMessage = messageKey('validation.id');

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

const digitsMessage = messageKey('validation.pathId');

/**
 * A record id in a path. Any run of digits is a well-formed address; one beyond the range names no
 * record (noRecordId, hence 404) rather than a field error. Anything else (letters, a sign) is a field error.
 */
export const pathId = z.string().regex(/^\d+$/, digitsMessage).transform(pathIdOf);

/** `{ids}` in a path: up to 100 record ids separated by commas, each read as pathId reads one. */
export const pathIdList = z
  .string()
  .regex(/^\d+(,\d+){0,99}$/, messageKey('validation.pathIdList'))
  .transform((ids) => ids.split(',').map(pathIdOf));

export const idParam = z.object({ id: pathId });


export const nulMessage = messageKey('validation.nul');

/**
 * Every string of the wire. PostgreSQL text cannot hold NUL, and a query given one fails with a 500,
 * so NUL is refused here, first, as a field error. Chain the field's own rules after it
 * (`wireString.trim().max(100)`).
 */
export const wireString = z.string().refine((text) => !text.includes('\u0000'), nulMessage);

export const earliestWireDate = '1900-01-01';
export const latestWireDate = '2199-12-31';
/** Why a text is no wire date, as catalog keys; the range's message names its bounds. */
export const dateMessages = {
  format: 'validation.date.format',
  existing: 'validation.date.existing',
  range: 'validation.date.range',
} as const satisfies Record<string, MessageKey>;
const dateRangeParams = { earliest: { date: earliestWireDate }, latest: { date: latestWireDate } };

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Seconds, their fraction and the zone are optional; no zone means UTC. */
const dateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Minutes east of UTC of `Z`, `+01:00` or `-0230`; null when the zone cannot exist. */
function zoneMinutes(zone: string | undefined): number | null {
  if (zone === undefined || zone === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (hours > 23 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/** `YYYY-MM-DD` of a wire date, or the message saying why it is none. */
function readWireDate(text: string): { date: string } | { message: MessageKey } {
  const parts = dateOnly.exec(text) ?? dateTime.exec(text);
  if (!parts) return { message: dateMessages.format };
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.slice(1, 7).map((part) => (part === undefined ? 0 : Number(part)));
  // Years below 1000 are out of range anyway, and Date.UTC would read 0–99 as 1900–1999.
  if (year === undefined || month === undefined || day === undefined || year < 1000) return { message: dateMessages.range };
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { message: dateMessages.existing };
  const zone = zoneMinutes(parts[7]);
  if (hour > 23 || minute > 59 || second > 59 || zone === null) return { message: dateMessages.existing };
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute - zone)).toISOString().slice(0, 10);
  if (date < earliestWireDate || date > latestWireDate) return { message: dateMessages.range };
  return { date };
}

/**
 * Every date of the wire: a calendar date that exists, from 1900-01-01 to 2199-12-31, sent as
 * `YYYY-MM-DD` or as a full ISO date-time whose UTC date is taken (DOMAIN §1: old clients shift local
 * midnight by their offset). The parsed value is always `YYYY-MM-DD`.
 */
export const wireDate = wireString.transform((text, ctx) => {
  const read = readWireDate(text);
  if ('date' in read) return read.date;
  ctx.addIssue({ code: 'custom', message: read.message, input: text, params: read.message === dateMessages.range ? dateRangeParams : {} });
  return z.NEVER;
});
