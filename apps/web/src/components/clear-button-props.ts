import type { TFunction } from 'i18next';

/**
 * Props of a choice field's × (Mantine hides it from assistive technology by default, leaving a
 * nameless clickable control): shown to them, named after the field it clears ("Clear Contractor").
 */
export function clearButtonProps(t: TFunction, field: string) {
  return { 'aria-label': t('common.clearField', { field }), 'aria-hidden': false } as const;
}
