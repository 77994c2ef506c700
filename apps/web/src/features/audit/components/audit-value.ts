import { accountingStandardNames, roleNames, type AuditValue } from '@leasedesk/contract';
import { formatDate, formatNumber, formatPercent } from '../../../lib/format';
import { hasText, type Translator } from './audit-field-label';

/** What shows for a value that is not there (before a create, after a delete, an empty field). */
export const NO_VALUE = '—';

const money = (value: number) => formatNumber(value, 2);
const whole = (value: number) => String(value);

/** Numeric fields by wire name, shown as the summary and the forms show them. */
const numberFormats: Record<string, (value: number) => string> = {
  rentPaymentAmount: money,
  subRentAndArrangmentFee: money,
  residualValue: money,
  totalEquipmentCost: money,
  salesPersonCommission: money,
  dismantlingProvision: money,
  leasePremium: money,
  leaseIncentive: money,
  leaseholdImprovements: money,
  initialDirectCosts: money,
  totalPresentValueOfLeasePayments: money,
  costOfEquipment: money,
  presentValueOfRent: money,
  interimRate: money,
  positionNetAmountPln: money,
  positionVatAmountPln: money,
  positionGrossAmountPln: money,
  positionNetAmountCurrency: money,
  positionVatAmountCurrency: money,
  positionGrossAmountCurrency: money,
  invoiceNetAmountPln: money,
  invoiceGrossAmountPln: money,
  invoiceNetAmountCurrency: money,
  invoiceGrossAmountCurrency: money,
  interests: money,
  principal: money,
  termInMonths: whole,
  rentFreePeriodInMonths: whole,
  contractorId: whole,
  salesPersonId: whole,
  sequence: whole,
  // rates a year travel as fractions; the summary shows the implicit rate to 3 decimals, the IBR to 2
  implicitRate: (value) => formatPercent(value, 3),
  incrementalBorrowingRate: (value) => formatPercent(value, 2),
  // the indexation travels as the percent typed
  indexationRate: (value) => formatPercent(value / 100, 2),
  ninetyPercenatageTest: (value) => formatPercent(value, 2),
  amortizationRate: (value) => formatNumber(value, 6),
  vatRate: (value) => formatPercent(value, 2),
  exchangeRate: (value) => formatNumber(value, 4),
};

/** 0-based choices whose names the agreement form already has (it shows them 1-based). */
const choiceKeys: Record<string, (index: number) => string> = {
  paymentDue: (index) => `agreementForm.paymentDue.${index + 1}`,
  paymentInterval: (index) => `agreementForm.paymentInterval.${index + 1}`,
  residualValueSettlement: (index) => `agreementForm.residualValueSettlement.${index + 1}`,
  rateConvention: (index) => `agreementForm.rateConventions.${index}`,
  leaseType: (index) => `summary.classification.${index === 0 ? 'finance' : index === 1 ? 'operating' : index}`,
};

const dateFields = new Set(['startingDate', 'closingDate', 'transferToFactorDate', 'invoiceDate', 'paymentDate', 'incomeDate', 'accountingYearEnd']);
const WIRE_DATE = /^\d{4}-\d{2}-\d{2}/;

/** A number sent as text (numeric columns), else null. */
function numberOf(value: AuditValue): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** A number of no known field: whole numbers plain, fractions with the digits they have (at most 6). */
function plainNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const digits = Math.min(6, String(value).split('.')[1]?.length ?? 0);
  return formatNumber(value, digits);
}

/** A name the app already translates for the value, or null. */
function translatedName(i18n: Translator, field: string, value: AuditValue): string | null {
  const index = numberOf(value);
  const choice = choiceKeys[field];
  if (choice && index !== null && Number.isInteger(index)) {
    const key = choice(index);
    return hasText(i18n, key) ? i18n.t(key) : null;
  }
  if (field === 'accountingStandard' && (index === 0 || index === 1)) return accountingStandardNames[index];
  if (field === 'role') {
    const name = index === 0 || index === 1 ? roleNames[index] : String(value);
    return hasText(i18n, `roles.${name}`) ? i18n.t(`roles.${name}`) : null;
  }
  if (field === 'leaseClassification' && hasText(i18n, `summary.classification.${String(value)}`)) {
    return i18n.t(`summary.classification.${String(value)}`);
  }
  return null;
}

/**
 * A before or after value in the reader's language: amounts `1 234,56`, rates as percents as the summary shows
 * them, choices by their names, dates as the language writes them, yes/no, and an em dash for nothing.
 * A value of a field the app does not know yet still shows, plainly.
 */
export function formatAuditValue(i18n: Translator, field: string, value: AuditValue): string {
  if (value === null || value === '') return NO_VALUE;
  if (typeof value === 'boolean') return i18n.t(value ? 'audit.values.yes' : 'audit.values.no');
  const name = translatedName(i18n, field, value);
  if (name !== null) return name;
  const known = numberFormats[field];
  const number = numberOf(value);
  if (known && number !== null) return known(number);
  if (typeof value === 'string') {
    // the date part only: a date-time at UTC midnight must not become the day before west of Greenwich
    if ((dateFields.has(field) || /^\d{4}-\d{2}-\d{2}$/.test(value)) && WIRE_DATE.test(value)) return formatDate(value.slice(0, 10));
    return value;
  }
  return plainNumber(value);
}
