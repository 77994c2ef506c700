import type { LeaseChangeBody } from '@leasedesk/contract';
import { amountToCent, numberOrZero, percentToFraction, toWireDate, toZeroBased, type NumberField } from './form-value-conversions';

/**
 * The kinds of a lease change (DOMAIN §14), 0-based as on the wire: 0 index or rate change / guaranteed residual
 * value (IFRS 16.42), 1 reassessment of an option (16.40), 2 modification (16.44–46), 3 early termination.
 */
export const changeKinds = [0, 1, 2, 3] as const;
export type ChangeKind = (typeof changeKinds)[number];

export type ChangeField =
  | 'termInMonths'
  | 'rentPaymentAmount'
  | 'indexationRate'
  | 'residualValue'
  | 'residualValueSettlement'
  | 'incrementalBorrowingRate'
  | 'remainingScope';

/**
 * The fields each kind may give, in the order the form shows them: DOMAIN §14's table, as lease-math's
 * CHANGE_KIND_FIELDS has it (the web imports no lease-math; change-kinds.test.ts holds the table to DOMAIN's).
 */
export const changeKindFields = {
  0: ['rentPaymentAmount', 'indexationRate', 'residualValue'],
  1: ['termInMonths', 'residualValue', 'residualValueSettlement', 'incrementalBorrowingRate'],
  2: ['termInMonths', 'rentPaymentAmount', 'indexationRate', 'residualValue', 'residualValueSettlement', 'incrementalBorrowingRate', 'remainingScope'],
  3: [],
} as const satisfies Record<ChangeKind, readonly ChangeField[]>;

/** Kinds 1 and 2 discount at a revised rate, which they must give; kind 0 keeps the rate, kind 3 needs none. */
export const needsRevisedRate = (kind: ChangeKind | null): boolean => kind === 1 || kind === 2;

/**
 * How the form takes each field: amounts as `1 234,56`; the indexation as the agreement's percent; the revised rate
 * and the remaining scope as percents (the wire's fractions: 7,5 → 0.075, 60 → 0.6); the term as whole months;
 * the residual value's settlement as the agreement form shows it (1 last month, 2 an additional month).
 */
export const changeFieldInputs = {
  termInMonths: 'integer',
  rentPaymentAmount: 'amount',
  indexationRate: 'percent',
  residualValue: 'amount',
  residualValueSettlement: 'choice',
  incrementalBorrowingRate: 'percent',
  remainingScope: 'percent',
} as const satisfies Record<ChangeField, 'integer' | 'amount' | 'percent' | 'choice'>;

/** What the change form holds: empty fields keep the agreement's values and are not sent. */
export interface ChangeFormValues {
  /** '0'..'3' once chosen. */
  changeKind: string | null;
  /** `YYYY-MM-DD`, '' while empty. */
  effectiveDate: string;
  termInMonths: NumberField;
  rentPaymentAmount: NumberField;
  indexationRate: NumberField;
  residualValue: NumberField;
  /** '1' or '2' as shown; null keeps the agreement's. */
  residualValueSettlement: string | null;
  /** Percent. */
  incrementalBorrowingRate: NumberField;
  /** Percent of the asset still leased. */
  remainingScope: NumberField;
}

export const emptyChangeForm: ChangeFormValues = {
  changeKind: null,
  effectiveDate: '',
  termInMonths: '',
  rentPaymentAmount: '',
  indexationRate: '',
  residualValue: '',
  residualValueSettlement: null,
  incrementalBorrowingRate: '',
  remainingScope: '',
};

/** Every field the form may show, the server's errors are placed on (the rest go above the buttons). */
export const changeFormFields = ['changeKind', 'effectiveDate', ...changeKindFields[2]] as const satisfies readonly (keyof ChangeFormValues)[];

export function chosenKind(value: string | null): ChangeKind | null {
  const kind = Number(value);
  return value !== null && value !== '' && (changeKinds as readonly number[]).includes(kind) ? (kind as ChangeKind) : null;
}

function wireValue(field: ChangeField, values: ChangeFormValues): number | null {
  const held = values[field];
  if (held === '' || held === null) return null;
  switch (field) {
    case 'termInMonths':
      return Math.trunc(numberOrZero(held));
    case 'rentPaymentAmount':
    case 'residualValue':
      return amountToCent(held as NumberField);
    case 'indexationRate':
      return numberOrZero(held);
    case 'incrementalBorrowingRate':
    case 'remainingScope':
      return percentToFraction(held as NumberField);
    case 'residualValueSettlement':
      return toZeroBased(held);
  }
}

/**
 * The form's values → the body of POST /api/leaseagreements/{id}/changes: the date, the kind and only that kind's
 * fields that were filled in (the others keep their values). Null while no kind is chosen.
 */
export function toChangeBody(values: ChangeFormValues): LeaseChangeBody | null {
  const kind = chosenKind(values.changeKind);
  if (kind === null) return null;
  const body: LeaseChangeBody = { effectiveDate: toWireDate(values.effectiveDate) ?? '', changeKind: kind };
  for (const field of changeKindFields[kind]) {
    const value = wireValue(field, values);
    if (value !== null) body[field] = value;
  }
  return body;
}
