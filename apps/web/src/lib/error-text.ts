import type { TFunction } from 'i18next';

/**
 * The text of a form error: client-side rules carry an i18n key (`validation.*`),
 * server errors carry the server's message, shown as is.
 */
export function errorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.startsWith('validation.') ? t(message) : message;
}
