// Calendar dates without time, as `YYYY-MM-DD` strings on the surface and as day numbers
// (days since 1970-01-01) inside. No Date object touches a local timezone, so a date can
// never drift by a day with the machine's zone.

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Groups: year, month, day, hour, minute, second, then the zone's sign, hours and minutes
// (no sign: Z or no zone, both UTC).
const DATE_TIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|([+-])(\d{2})(?::?(\d{2}))?)?$/i;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** The inverse of dayNumber (civil_from_days). */
export function fromDayNumber(days: number): DateParts {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

export function formatDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

export function formatDayNumber(days: number): string {
  const { year, month, day } = fromDayNumber(days);
  return formatDate(year, month, day);
}

/**
 * Reads a wire date: `YYYY-MM-DD`, or an ISO date-time whose UTC date is taken (old
 * clients send local midnight shifted by their offset, DOMAIN §1). A date-time without
 * a zone is read as UTC. Returns null when the text is no date or the date does not
 * exist (2025-02-30).
 */
export function parseWireDate(text: string): DateParts | null {
  const dateOnly = DATE_RE.exec(text);
  if (dateOnly) return checkedParts(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  const dt = DATE_TIME_RE.exec(text);
  if (!dt) return null;
  const parts = checkedParts(Number(dt[1]), Number(dt[2]), Number(dt[3]));
  if (!parts) return null;
  const hour = Number(dt[4]);
  const minute = Number(dt[5]);
  const second = Number(dt[6] ?? 0);
  if (hour > 23 || minute > 59 || second > 59) return null;
  const offset = zoneOffsetMinutes(dt[7], dt[8], dt[9]);
  if (offset === null) return null;
  const utcMinutes = hour * 60 + minute - offset;
  return fromDayNumber(dayNumber(parts.year, parts.month, parts.day) + Math.floor(utcMinutes / 1440));
}

/** Minutes east of UTC of a zone `±hh[[:]mm]`; without a sign (Z, or no zone) UTC. */
function zoneOffsetMinutes(sign: string | undefined, hh: string | undefined, mm: string | undefined): number | null {
  if (sign === undefined) return 0;
  const hours = Number(hh);
  const minutes = Number(mm ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
}

function checkedParts(year: number, month: number, day: number): DateParts | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** `YYYY-MM-DD` of a wire date, or null (see parseWireDate). */
export function normalizeDate(text: string): string | null {
  const parts = parseWireDate(text);
  return parts ? formatDate(parts.year, parts.month, parts.day) : null;
}

function requireDate(date: string): DateParts {
  const parts = parseWireDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return parts;
}

/** Day number of `start` + `months` months, the day clamped to the month's length. */
export function addMonthsToParts(start: DateParts, months: number): number {
  const total = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  const day = Math.min(start.day, daysInMonth(year, month));
  return dayNumber(year, month, day);
}

/** date + months, clamping the day: 2025-01-31 + 1 month = 2025-02-28. */
export function addMonths(date: string, months: number): string {
  return formatDayNumber(addMonthsToParts(requireDate(date), months));
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = requireDate(date);
  return formatDayNumber(dayNumber(year, month, day) + days);
}

/** Last day of the calendar month of the date. */
export function endOfMonth(date: string): string {
  const { year, month } = requireDate(date);
  return formatDate(year, month, daysInMonth(year, month));
}

/** closingDate = start + n months − 1 day (DOMAIN §2). */
export function closingDate(startingDate: string, termInMonths: number): string {
  return formatDayNumber(addMonthsToParts(requireDate(startingDate), termInMonths) - 1);
}
