import { createElement, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import i18n from './i18n';

/** Toast lifetimes of SPEC §9. */
export const SHORT_TOAST_MS = 3000;
export const LONG_TOAST_MS = 5000;

const closeLabel = () => ({ 'aria-label': i18n.t('common.close') });

/**
 * A toast's text with one line per message (SPEC §8: "joined by newlines"): a list of messages, or a
 * text whose lines are split on '\n'. Each line is its own element, so messages never run together.
 */
export function toastLines(message: string | readonly string[]): ReactNode {
  const lines = (typeof message === 'string' ? message.split('\n') : message).map((line) => line.trim()).filter(Boolean);
  if (lines.length <= 1) return lines[0] ?? '';
  return createElement(
    'ul',
    { style: { margin: 0, padding: 0, listStyle: 'none' } },
    lines.map((line, index) => createElement('li', { key: index }, line)),
  );
}

export function notifySuccess(title: string, message: string, autoClose = SHORT_TOAST_MS) {
  notifications.show({ title, message, color: 'teal', autoClose, withBorder: true, closeButtonProps: closeLabel() });
}

export function notifyError(title: string, message: string | readonly string[], autoClose = LONG_TOAST_MS) {
  notifications.show({ title, message: toastLines(message), color: 'red', autoClose, withBorder: true, closeButtonProps: closeLabel() });
}
