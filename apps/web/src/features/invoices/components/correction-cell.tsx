import { TextInput } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { errorText } from '../../../lib/error-text';
import { checkCell, isDateField, isNumberField, type CorrectionField, type CorrectionFormValues } from './correction-values';

const widths = { text: 170, number: 130, date: 150 } as const;

interface CorrectionCellProps {
  control: Control<CorrectionFormValues>;
  index: number;
  field: CorrectionField;
}

/** One editable cell of the correction grid: named by its column and row, SPEC §5's check shown on the cell. */
export function CorrectionCell({ control, index, field }: CorrectionCellProps) {
  const { t } = useTranslation();
  const label = t('invoices.correction.cell', { field: t(`invoices.fields.${field}`), row: index + 1 });
  return (
    <Controller
      name={`rows.${index}.${field}`}
      control={control}
      rules={{ validate: (value) => checkCell(field, value) }}
      render={({ field: cell, fieldState }) =>
        isDateField(field) ? (
          <DateField
            aria-label={label}
            size="xs"
            w={widths.date}
            clearable
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
            w={isNumberField(field) ? widths.number : widths.text}
            styles={isNumberField(field) ? { input: { textAlign: 'right' } } : undefined}
            inputMode={isNumberField(field) ? 'decimal' : undefined}
            value={cell.value}
            onChange={cell.onChange}
            onBlur={cell.onBlur}
            ref={cell.ref}
            name={cell.name}
            autoComplete="off"
            error={errorText(t, fieldState.error?.message)}
          />
        )
      }
    />
  );
}
