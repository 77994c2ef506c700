import { earliestWireDate, isValidTaxId, latestWireDate } from '@leasedesk/contract';
import { MAX_AMOUNT } from '@leasedesk/lease-math';
import { decimalToCents, parseDecimal, significantDecimals, type Decimal } from './ksef-decimal.ts';
import { echoedValue, type KsefProblem } from './ksef-problem.ts';
import { rateOfCode, type LineRate } from './ksef-vat-rates.ts';
import type { XmlElement } from './ksef-xml-tree.ts';

/** The largest amount taken, in cents: every figure, sums included, stays an exact double of cents. */
export const MAX_AMOUNT_CENTS = BigInt(MAX_AMOUNT) * 100n;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const currencyPattern = /^[A-Z]{3}$/;
const lineNumberPattern = /^[1-9]\d{0,9}$/;
const maxLineNumber = 2_147_483_647;
/** FA's KursWaluty has at most 6 decimals. */
const maxRateDecimals = 6;
/** TProcentowy (P_12_XII): 0 to 100 with at most 6 decimals. */
const maxPercentDecimals = 6;

/**
 * Reads the values of FA elements and keeps a problem for each one that is present but not valid (or
 * required and missing). A value an invoice may leave out is null when absent: the line is then stored
 * incomplete, never guessed. `path` is how the element is named to the user (`Fa/FaWiersz[2]/P_11`).
 */
export class KsefFieldReader {
  readonly problems: KsefProblem[] = [];

  /** Trimmed text, null when absent or empty; longer than FA allows is a problem. */
  text(element: XmlElement | undefined, path: string, maxLength: number): string | null {
    const text = element?.text ?? '';
    if (text === '') return null;
    if ([...text].length > maxLength) return this.fail({ key: 'ksef.text', params: { element: path, maximum: maxLength } });
    return text;
  }

  /** As text, and a problem when absent: FA requires the element. */
  requiredText(element: XmlElement | undefined, path: string, maxLength: number): string | null {
    const text = this.text(element, path, maxLength);
    return text === null && !(element?.text ?? '') ? this.fail({ key: 'ksef.field', params: { element: path } }) : text;
  }

  /** `YYYY-MM-DD`, a date that exists, within the dates the product stores. */
  date(element: XmlElement | undefined, path: string, required: boolean): string | null {
    const text = required ? this.requiredText(element, path, 10_000) : this.text(element, path, 10_000);
    if (text === null) return null;
    const parts = datePattern.exec(text);
    const [year, month, day] = (parts?.slice(1) ?? []).map(Number);
    const exists = year !== undefined && month !== undefined && day !== undefined && month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (!exists || text < earliestWireDate || text > latestWireDate) return this.fail({ key: 'ksef.date', params: { element: path, value: echoedValue(text) } });
    return text;
  }

  /** An amount in cents (at most 2 decimals, may be negative on a correction), null when absent. */
  money(element: XmlElement | undefined, path: string): bigint | null {
    const text = this.text(element, path, 10_000);
    if (text === null) return null;
    const decimal = parseDecimal(text);
    const cents = decimal === null ? null : decimalToCents(decimal);
    if (cents === null) return this.fail({ key: 'ksef.amount', params: { element: path, value: echoedValue(text) } });
    return this.amountInRange(cents, path);
  }

  /** A computed amount in cents, refused beyond the largest amount the product holds. */
  amountInRange(cents: bigint, path: string): bigint | null {
    if (cents > MAX_AMOUNT_CENTS || cents < -MAX_AMOUNT_CENTS) return this.fail({ key: 'ksef.amountRange', params: { element: path, maximum: { money: MAX_AMOUNT } } });
    return cents;
  }

  /** A positive exchange rate (PLN for one unit of the currency), null when absent. */
  exchangeRate(element: XmlElement | undefined, path: string): Decimal | null {
    const text = this.text(element, path, 10_000);
    if (text === null) return null;
    const rate = parseDecimal(text);
    if (rate === null || rate.units <= 0n || significantDecimals(rate) > maxRateDecimals) return this.fail({ key: 'ksef.rate', params: { element: path, value: echoedValue(text) } });
    return rate;
  }

  /** P_12 as its code, fraction and group (`23` → 0.23; the zero, exempt and untaxed codes → 0), null when absent. */
  vatRate(element: XmlElement | undefined, path: string): LineRate | null {
    const text = this.text(element, path, 10_000);
    if (text === null) return null;
    return rateOfCode(text) ?? this.fail({ key: 'ksef.vatRate', params: { element: path, value: echoedValue(text) } });
  }

  /** A percent of 0 to 100 (P_12_XII, another member state's rate), null when absent. */
  percent(element: XmlElement | undefined, path: string): Decimal | null {
    const text = this.text(element, path, 10_000);
    if (text === null) return null;
    const value = parseDecimal(text);
    const valid = value !== null && value.units >= 0n && significantDecimals(value) <= maxPercentDecimals && value.units <= 100n * 10n ** BigInt(value.scale);
    return valid ? value : this.fail({ key: 'ksef.percent', params: { element: path, value: echoedValue(text) } });
  }

  /** A TWybor1 flag (StanPrzed): `1` when given, false when absent. */
  flag(element: XmlElement | undefined, path: string): boolean {
    const text = this.text(element, path, 10_000);
    if (text === null) return false;
    if (text === '1') return true;
    this.fail({ key: 'ksef.flag', params: { element: path, value: echoedValue(text) } });
    return false;
  }

  /** The seller's NIP as digits (spaces, dashes and a `PL` prefix dropped), with a valid check digit. */
  taxId(element: XmlElement | undefined, path: string): string | null {
    const text = this.requiredText(element, path, 10_000);
    if (text === null) return null;
    const digits = text.replace(/^PL/i, '').replace(/[\s-]/g, '');
    return isValidTaxId(digits) ? digits : this.fail({ key: 'ksef.taxId', params: { element: path, value: echoedValue(text) } });
  }

  /** KodWaluty: an ISO 4217 code. */
  currency(element: XmlElement | undefined, path: string): string | null {
    const text = this.requiredText(element, path, 10_000);
    if (text === null) return null;
    return currencyPattern.test(text) ? text : this.fail({ key: 'ksef.currency', params: { element: path, value: echoedValue(text) } });
  }

  /** NrWierszaFa, NrWiersza: a whole number from 1 that the database's integer holds; null when absent. */
  lineNumber(element: XmlElement | undefined, path: string): number | null {
    const text = this.text(element, path, 10_000);
    if (text === null) return null;
    const value = lineNumberPattern.test(text) ? Number(text) : Number.NaN;
    return value <= maxLineNumber ? value : this.fail({ key: 'ksef.lineNumber', params: { element: path, value: echoedValue(text) } });
  }

  /** Keeps a problem found beyond a single value (the kind of invoice, totals that disagree). */
  fail(problem: KsefProblem): null {
    this.problems.push(problem);
    return null;
  }
}
