import type { MessageRef } from '@leasedesk/contract';
import { earliestWireDate, latestWireDate } from '@leasedesk/contract';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Day and month may have one digit (`5.3.2025`): Excel writes so under some Polish date formats. */
const polishDate = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The calendar parts of `YYYY-MM-DD` or `DD.MM.YYYY`, not yet checked to exist. */
function dateParts(text: string): [number, number, number] | null {
  const iso = isoDate.exec(text);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const polish = polishDate.exec(text);
  if (polish) return [Number(polish[3]), Number(polish[2]), Number(polish[1])];
  return null;
}

/**
 * A date of FORMATS §1 (`YYYY-MM-DD` or `DD.MM.YYYY`) as `YYYY-MM-DD`: a day that exists, within the wire's
 * range (1900-01-01 to 2199-12-31, as packages/contract's wireDate), or why it is none.
 */
export function readCsvDate(text: string): { date: string } | { error: MessageRef } {
  const parts = dateParts(text);
  if (!parts) return { error: { key: 'csv.date' } };
  const [year, month, day] = parts;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { error: { key: 'csv.date.existing' } };
  const date = `${year}-${twoDigits(month)}-${twoDigits(day)}`;
  if (date < earliestWireDate || date > latestWireDate) {
    return { error: { key: 'csv.date.range', params: { earliest: { date: earliestWireDate }, latest: { date: latestWireDate } } } };
  }
  return { date };
}
