import { forwardRef, useState, type ComponentProps } from 'react';
import { DateField } from '../../../components/date-field';

/**
 * A DateField inside the filter drawer. Escape closes the field's calendar, and the drawer listens for
 * Escape on the window in the capture phase, before the field sees the key: without this the same key
 * closed the whole drawer. While the calendar is open the input carries Mantine's
 * `data-mantine-stop-propagation` (as its comboboxes do), so the drawer leaves that Escape alone.
 */
export const DrawerDateField = forwardRef<HTMLInputElement, ComponentProps<typeof DateField>>(function DrawerDateField(
  { onFocus, onBlur, onClick, onKeyDown, onChange, ...props },
  ref,
) {
  // mirrors when DateInput opens its calendar (focus, click, typing) and closes it (blur, Escape)
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateField
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
      onChange={onChange}
    />
  );
});
