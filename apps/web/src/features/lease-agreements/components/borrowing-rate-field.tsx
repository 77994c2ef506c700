import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import type { FieldError } from '@leasedesk/contract';
import { useMutation } from '@tanstack/react-query';
import { useController, type Control, type UseFormGetValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TypedNumberInput } from '../../../components/typed-number-input';
import { EnvelopeError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { notifyError } from '../../../lib/notify';
import { shownNumber, writtenNumber } from '../../../lib/typed-number';
import type { AgreementFormValues } from './agreement-form-values';
import { calculateBorrowingRate } from '../api/calculate-borrowing-rate';
import { borrowingRateRequest, percentOfCalculatedRate } from './calculated-rate';

interface BorrowingRateFieldProps {
  control: Control<AgreementFormValues>;
  getValues: UseFormGetValues<AgreementFormValues>;
  /** The route's refusal: the form puts each error under its field, opens that field's section and answers the errors of no field. */
  onRefused: (errors: readonly FieldError[]) => FieldError[];
  /** Shown but not editable, and nothing to calculate (an agreement with changes). */
  readOnly?: boolean;
}

/**
 * The incremental borrowing rate of an IFRS16 agreement as a percent, with Calculate beside it (DOMAIN §9):
 * the server solves the rate at which the payments' present value equals the fair value, for what is typed,
 * and the field takes it. It shows 2 decimals but holds the rate to the 10 decimals a save sends, until edited.
 */
export function BorrowingRateField({ control, getValues, onRefused, readOnly = false }: BorrowingRateFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'incrementalBorrowingRate' });
  const [calculated, setCalculated] = useState<number | null>(null);
  const calculation = useMutation({
    mutationFn: () => calculateBorrowingRate(borrowingRateRequest(getValues())),
    onSuccess: ({ borrowingRate }) => {
      const percent = percentOfCalculatedRate(borrowingRate);
      setCalculated(percent);
      field.onChange(percent);
    },
    onError: (error) => {
      // other failures had their toast from the API client
      if (!(error instanceof EnvelopeError)) return;
      const unplaced = onRefused(error.errors);
      if (unplaced.length > 0) notifyError(t('errors.title'), unplaced.map((entry) => entry.message));
    },
  });
  const label = t('agreementForm.fields.incrementalBorrowingRate');
  const showingCalculated = calculated !== null && field.value === calculated;
  return (
    <TypedNumberInput
      label={label}
      description={showingCalculated ? t('analysis.borrowingRate.filled') : undefined}
      kind="percent"
      readOnly={readOnly}
      name={field.name}
      ref={field.ref}
      value={field.value}
      // a calculated rate shows exactly 2 decimals (6,00 %) while the form holds it to 10; a typed one as typed
      show={(held) => (showingCalculated ? `${writtenNumber(held, 2)} %` : shownNumber(held, 'percent'))}
      onChange={field.onChange}
      // an edited rate is no longer the calculated one, even before it is read
      onTextChange={() => setCalculated(null)}
      onBlur={field.onBlur}
      error={errorText(t, fieldState.error?.message)}
      inputContainer={(input) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ flex: 1 }}>{input}</div>
          <Button
            variant="light"
            disabled={readOnly}
            loading={calculation.isPending}
            leftSection={<IconCalculator size={16} aria-hidden />}
            aria-label={t('analysis.borrowingRate.calculateLabel')}
            onClick={() => calculation.mutate()}
          >
            {t('analysis.calculate')}
          </Button>
        </Group>
      )}
    />
  );
}
