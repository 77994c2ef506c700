import { agreementFieldNames, agreementFields, type AgreementFieldKind, type AgreementFieldName } from '@leasedesk/contract';
import {
  amountToCent,
  fractionToPercent,
  nullableId,
  numberOrZero,
  percentToFraction,
  toOneBased,
  toWireDate,
  toZeroBased,
  type NumberField,
} from './form-value-conversions';

/**
 * The agreement form's fields, built from the contract's field table (agreementFields): a field added there is held,
 * emptied, sent and read back by the form with no change here, unless it is an enumeration (the compiler then asks
 * for its convention below). Its widget, its section and its label stay the form's to add.
 */

type Fields = typeof agreementFields;
type FieldsWhere<Row> = { [K in AgreementFieldName]: Fields[K] extends Row ? K : never }[AgreementFieldName];

/**
 * The table's fields the form holds: all but those the server decides when a body leaves them out (the closing date
 * it derives; the accounting standard, which the session's standard sends instead).
 */
export type AgreementFormField = Exclude<AgreementFieldName, FieldsWhere<{ absent: 'kept' }>>;
type EnumerationField = Extract<AgreementFormField, FieldsWhere<{ kind: 'enumeration' }>>;

/**
 * How the form holds an enumeration, which its kind does not tell:
 * - `oneBased`: a fixed list the form shows from 1 (SPEC §5: '1' in advance, '2' in arrears), sent 0-based;
 * - `index`: a fixed list held as the wire numbers it ('0' nominal, '1' effective: DOMAIN §1);
 * - `optionalIndex`: a looked-up list, held as the server numbers it, null while none is chosen (sent as 0);
 * - `unshown`: no widget; held as the wire's number, so that a saved agreement's goes back as it came.
 */
type EnumerationConvention = 'oneBased' | 'index' | 'optionalIndex' | 'unshown';

const enumerationConventions = {
  leaseType: 'unshown',
  paymentDue: 'oneBased',
  paymentInterval: 'oneBased',
  residualValueSettlement: 'oneBased',
  assetCategory: 'optionalIndex',
  depreciationMethod: 'optionalIndex',
  rateConvention: 'index',
} as const satisfies Record<EnumerationField, EnumerationConvention>;
type Conventions = typeof enumerationConventions;

type HeldByKind = {
  money: NumberField;
  integer: NumberField;
  /** A fraction on the wire, a percent in the form: 6 means 0.06. */
  rate: NumberField;
  /** A percent on the wire too: sent as typed. */
  percent: NumberField;
  boolean: boolean;
  date: string;
  text: string;
  /** The chosen record's id, null while none. */
  reference: string | null;
};
type HeldByConvention = { oneBased: string; index: string; optionalIndex: string | null; unshown: number };

/** What the agreement form holds; `toAgreementInput` turns it into the wire's body. */
export type AgreementFormValues = {
  [K in AgreementFormField]: K extends EnumerationField ? HeldByConvention[Conventions[K]] : HeldByKind[Exclude<Fields[K]['kind'], 'enumeration'>];
};

/** The fields the form shows, each with its widget: the fields it holds but the unshown ones. */
export type AgreementFormShownField = Exclude<AgreementFormField, { [K in EnumerationField]: Conventions[K] extends 'unshown' ? K : never }[EnumerationField]>;

/** The shown fields of a kind: the form's widget helpers take them. */
export type AgreementFormFieldOfKind<Kind extends AgreementFieldKind> = Extract<AgreementFormShownField, FieldsWhere<{ kind: Kind }>>;

/** How the form holds a field: its value while empty, and the way to the body and back from the record. */
interface HeldField<Held = unknown, Wire = unknown> {
  readonly empty: Held;
  toWire(held: Held): unknown;
  fromWire(wire: Wire): Held;
}

const asIs = <T>(value: T): T => value;
const numberHeld = (toWire: (held: NumberField) => number, fromWire: (wire: number) => NumberField = asIs): HeldField<NumberField, number> => ({
  empty: '',
  toWire,
  fromWire,
});

const heldByConvention: { [C in EnumerationConvention]: HeldField<HeldByConvention[C], number> } = {
  oneBased: { empty: '1', toWire: toZeroBased, fromWire: toOneBased },
  index: { empty: '0', toWire: numberOrZero, fromWire: String },
  optionalIndex: { empty: null, toWire: numberOrZero, fromWire: String },
  unshown: { empty: 0, toWire: asIs, fromWire: asIs },
};

const isEnumeration = (name: AgreementFormField): name is EnumerationField => name in enumerationConventions;

function heldFieldOf(name: AgreementFormField): HeldField {
  if (isEnumeration(name)) return heldByConvention[enumerationConventions[name]];
  const field = agreementFields[name];
  switch (field.kind) {
    case 'money':
      return numberHeld(amountToCent);
    case 'integer':
      return numberHeld((held) => Math.trunc(numberOrZero(held)));
    case 'rate':
      return numberHeld(percentToFraction, fractionToPercent);
    case 'percent':
      return numberHeld(numberOrZero);
    case 'boolean':
      return { empty: false, toWire: asIs, fromWire: asIs } satisfies HeldField<boolean, boolean>;
    case 'text':
      return { empty: '', toWire: (held) => held.trim(), fromWire: asIs } satisfies HeldField<string, string>;
    case 'date':
      // a required date goes empty as '' for the schema to refuse it as missing; an optional one as null
      return {
        empty: '',
        toWire: field.absent === 'required' ? (held) => toWireDate(held) ?? '' : toWireDate,
        fromWire: (wire) => toWireDate(wire) ?? '',
      } satisfies HeldField<string, string | null>;
    case 'reference':
      // a required id goes empty as 0 for the schema to refuse it
      return field.absent === 'required'
        ? ({ empty: null, toWire: (held) => Number(held ?? 0), fromWire: String } satisfies HeldField<string | null, number>)
        : ({ empty: null, toWire: nullableId, fromWire: (wire) => (wire === null ? null : String(wire)) } satisfies HeldField<string | null, number | null>);
  }
}

export const isAgreementFormField = (name: AgreementFieldName): name is AgreementFormField => agreementFields[name].absent !== 'kept';

/** The fields the form holds, in the table's order (the body's). */
export const agreementFormFieldNames = agreementFieldNames.filter(isAgreementFormField);

export const heldFields = Object.fromEntries(agreementFormFieldNames.map((name) => [name, heldFieldOf(name)])) as Record<AgreementFormField, HeldField>;

/** The fields the form shows, in the table's order: errors are listed, and the first focused, in this order. */
export const agreementFormFields: readonly AgreementFormShownField[] = agreementFormFieldNames.filter(
  (name): name is AgreementFormShownField => !isEnumeration(name) || enumerationConventions[name] !== 'unshown',
);
