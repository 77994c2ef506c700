import { csvText } from '../../lib/csv/csv-cells.ts';
import type { CsvErrors } from '../../lib/csv/csv-errors.ts';
import { requiredColumn } from '../../lib/csv/csv-format.ts';
import { taxIdCell } from '../../lib/csv/csv-tax-id.ts';

/**
 * How a file of another system names an agreement (FORMATS §5): the tax id of a live contractor of the tenant (digits
 * only, as the invoice reader normalises NIPs: spaces, dashes and a PL prefix dropped) and the contract and schedule
 * numbers of its live agreement, exact as stored (the same rule as invoice matching, DOMAIN §11). Numbers are limited
 * as agreements take them: a longer one could never name one.
 */
export const agreementNumberColumns = {
  contractorTaxId: requiredColumn(taxIdCell),
  contractNumber: requiredColumn(csvText(100)),
  scheduleNumber: requiredColumn(csvText(100)),
} as const;

export type AgreementNumbers = { readonly contractorTaxId: string; readonly contractNumber: string; readonly scheduleNumber: string };

/** One agreement a file names: where it first appears, and its records in file order. */
export type NamedAgreementFigures<R> = { readonly numbers: AgreementNumbers; readonly firstRow: number; readonly records: R[] };

/** What a file of another system's figures gave: its agreements in the order they first appear, and every error so far. */
export type ExternalFiguresFile<R> = { readonly agreements: NamedAgreementFigures<R>[]; readonly errors: CsvErrors };

/** The figures of a file, grouped by the agreement each row names. */
export class AgreementGroups<R> {
  readonly #groups = new Map<string, NamedAgreementFigures<R>>();

  /** The agreement's group (made on its first row) and whether this row is its first. */
  groupOf(numbers: AgreementNumbers, row: number): { group: NamedAgreementFigures<R>; first: boolean } {
    // NUL cannot occur inside a cell (csvText and the tax id cell refuse it), so it separates the parts safely.
    const key = `${numbers.contractorTaxId}\u0000${numbers.contractNumber}\u0000${numbers.scheduleNumber}`;
    const known = this.#groups.get(key);
    if (known) return { group: known, first: false };
    const group: NamedAgreementFigures<R> = {
      numbers: { contractorTaxId: numbers.contractorTaxId, contractNumber: numbers.contractNumber, scheduleNumber: numbers.scheduleNumber },
      firstRow: row,
      records: [],
    };
    this.#groups.set(key, group);
    return { group, first: true };
  }

  list(): NamedAgreementFigures<R>[] {
    return [...this.#groups.values()];
  }
}
