import { forwardRef, useState } from 'react';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dateFormats } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import { parseTypedDate } from '../lib/typed-date';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'defaultValue'> & {
  /** The wire's `YYYY-MM-DD`, or '' while empty. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A date as the language writes it (`31/01/2025`, `31.01.2025`), typed from the keyboard or picked in a
 * calendar of the language (DatesProvider in app/providers.tsx). The form keeps the wire's `YYYY-MM-DD`.
 * A half-typed or impossible date is not taken; leaving the field then shows the last date it held.
 *
 * Escape closes the calendar first. Drawers and modals listen for Escape on the window in the capture phase,
 * before the field sees the key, so while the calendar is open the input carries Mantine's
 * `data-mantine-stop-propagation` (as its comboboxes do) and the drawer or modal leaves that Escape alone.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { value, onChange, onFocus, onBlur, onClick, onKeyDown, ...props },
  ref,
) {
  const { t } = useTranslation();
  const format = dateFormats[currentLanguage()];
  // mirrors when DateInput opens its calendar (focus, click, typing) and closes it (blur, Escape)
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      ref={ref}
      {...props}
      data-mantine-stop-propagation={calendarOpen || undefined}
      onFocus={(event) => {
        setCalendarOpen(true);
        onFocus?.(event);
      }}
      onClick={(event) => {
        setCalendarOpen(true);
        onClick?.(event);
      }}
      onBlur={(event) => {
        setCalendarOpen(false);
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setCalendarOpen(false);
        else if (event.key.length === 1 || event.key === 'Backspace') setCalendarOpen(true);
        onKeyDown?.(event);
      }}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={format}
      dateParser={parseTypedDate}
      placeholder={t('dates.placeholder')}
      allowDeselect
      autoComplete="off"
      rightSection={<IconCalendar size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      ariaLabels={{
        previousMonth: t('dates.previousMonth'),
        nextMonth: t('dates.nextMonth'),
        previousYear: t('dates.previousYear'),
        nextYear: t('dates.nextYear'),
        previousDecade: t('dates.previousDecade'),
        nextDecade: t('dates.nextDecade'),
        monthLevelControl: t('dates.chooseMonth'),
        yearLevelControl: t('dates.chooseYear'),
      }}
    />
  );
});
