import { notifications } from '@mantine/notifications';
import i18n from './i18n';

/** Toast lifetimes of SPEC §9. */
export const SHORT_TOAST_MS = 3000;
export const LONG_TOAST_MS = 5000;

const closeLabel = () => ({ 'aria-label': i18n.t('common.close') });

export function notifySuccess(title: string, message: string, autoClose = SHORT_TOAST_MS) {
  notifications.show({ title, message, color: 'teal', autoClose, withBorder: true, closeButtonProps: closeLabel() });
}

export function notifyError(title: string, message: string, autoClose = LONG_TOAST_MS) {
  notifications.show({ title, message, color: 'red', autoClose, withBorder: true, closeButtonProps: closeLabel() });
}
