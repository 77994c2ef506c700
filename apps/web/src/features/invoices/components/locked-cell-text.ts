import { formatDate, formatNumber } from '../../../lib/format';
import { isDateField, isNumberField, readCell, type CorrectionField } from './correction-values';
import { formatRate, formatVatRateOf } from './line-format';

const moneyText = (text: string) => {
  const value = readCell('positionNetAmountPln', text);
  return value === null || Number.isNaN(value) ? text : formatNumber(value);
};

/**
 * A read-only cell's value as the product shows it: money `-1 234,56`, the exchange rate with 4 decimals, dates
 * in the language's form, the VAT rate as the document states it (`zw`, `np I`, `23,00 %`) while it is the rate
 * the document gave.
 */
export function lockedCellText(field: CorrectionField, text: string, document: { vatRate: number | null; vatRateCode: string | null } | undefined): string {
  if (isDateField(field)) return formatDate(text) || text;
  if (field === 'exchangeRate') {
    const value = readCell('exchangeRate', text);
    return value === null || Number.isNaN(value) ? text : formatRate(value);
  }
  if (field === 'vatRate') {
    const value = readCell('vatRate', text);
    if (value === null || Number.isNaN(value)) return text;
    return document && value === document.vatRate ? formatVatRateOf(document) : formatVatRateOf({ vatRate: value });
  }
  // the other numbers are money
  if (isNumberField(field)) return moneyText(text);
  return text;
}
