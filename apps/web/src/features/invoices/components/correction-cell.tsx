import { TextInput } from '@mantine/core';
import type { FieldReading } from '@leasedesk/contract';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { errorText } from '../../../lib/error-text';
import { cellRefusal, checkCell, isDateField, isNumberField, type CorrectionField, type CorrectionFormValues } from './correction-values';
import { shownReading } from './field-reading';
import { formatVatRateOf } from './line-format';
import { lockedCellText } from './locked-cell-text';
import { ReadingNote, readingInputStyle } from './reading-note';

const widths = { text: 170, number: 130, date: 150 } as const;
/** A reading is said under the input, where the eye goes after the value. */
const readingBelow: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** What the line's document states of its VAT rate: the fraction and the code it was written as. */
export interface DocumentRate {
  vatRate: number | null;
  vatRateCode: string | null;
}

interface CorrectionCellProps {
  control: Control<CorrectionFormValues>;
  index: number;
  field: CorrectionField;
  /** Read-only: a value a KSeF document states (shown as the product writes it, still focusable and read aloud). */
  locked?: boolean;
  /** The stored line's VAT rate as its document states it; the rate cell shows a code such as `zw` or `np I`. */
  documentRate?: DocumentRate;
  /** What the PDF reader made of the stored value; null for lines no reader read. */
  reading?: FieldReading | null;
}

const numericCode = /^\d+(?:[.,]\d+)?$/;

/** One cell of the correction grid: named by its column and row, SPEC §5's check shown on the cell. */
export function CorrectionCell({ control, index, field, locked = false, documentRate, reading = null }: CorrectionCellProps) {
  const { t } = useTranslation();
  const label = t('invoices.correction.cell', { field: t(`invoices.fields.${field}`), row: index + 1 });
  const width = isDateField(field) ? widths.date : isNumberField(field) ? widths.number : widths.text;
  const code = documentRate?.vatRateCode?.trim() ?? '';
  // a rate the document wrote as a code (0 % for each, but not the same for the VAT return) is named under the cell
  /** The cell's error; a refused number names what it could be (`100 000` or `100,00`) or how many decimals it takes. */
  const numberError = (message: string | undefined, text: string) => {
    const refusal = message ? cellRefusal(field, text) : null;
    return refusal ? t(refusal.key, refusal.values) : errorText(t, message);
  };
  const rateCode = field === 'vatRate' && code !== '' && !numericCode.test(code) ? t('invoices.correction.fromDocument', { value: formatVatRateOf(documentRate ?? { vatRate: null }) }) : undefined;
  return (
    <Controller
      name={`rows.${index}.${field}`}
      control={control}
      rules={{ validate: (value) => checkCell(field, value) }}
      render={({ field: cell, fieldState }) => {
        // the reading under the field, read with it; a value typed anew here is the person's own
        const shown = shownReading(reading, fieldState.isDirty);
        const readingProps = shown ? { description: <ReadingNote reading={shown} />, inputWrapperOrder: readingBelow } : {};
        const inputStyle = { ...(isNumberField(field) ? { textAlign: 'right' as const } : {}), ...readingInputStyle(shown) };
        return locked ? (
          <TextInput
            aria-label={label}
            size="xs"
            w={width}
            variant="filled"
            readOnly
            styles={{ input: inputStyle }}
            {...readingProps}
            value={lockedCellText(field, cell.value, documentRate)}
            ref={cell.ref}
            name={cell.name}
            error={errorText(t, fieldState.error?.message)}
          />
        ) : isDateField(field) ? (
          <DateField
            aria-label={label}
            size="xs"
            w={widths.date}
            clearable
            styles={{ input: inputStyle }}
            {...readingProps}
            value={cell.value}
            onChange={cell.onChange}
            onBlur={cell.onBlur}
            ref={cell.ref}
            error={errorText(t, fieldState.error?.message)}
          />
        ) : (
          <TextInput
            aria-label={label}
            size="xs"
            w={width}
            styles={{ input: inputStyle }}
            inputMode={isNumberField(field) ? 'decimal' : undefined}
            value={cell.value}
            onChange={cell.onChange}
            onBlur={cell.onBlur}
            ref={cell.ref}
            name={cell.name}
            autoComplete="off"
            description={rateCode}
            {...readingProps}
            error={numberError(fieldState.error?.message, cell.value)}
          />
        );
      }}
    />
  );
}
