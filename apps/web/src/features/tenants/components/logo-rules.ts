import { logoLimits } from '@leasedesk/contract';

/** Checks a chosen logo against the server's limits; returns an i18n key, or null when it is fine. */
export function checkLogoFile(file: File): string | null {
  if (!(logoLimits.types as readonly string[]).includes(file.type)) return 'validation.logoType';
  if (file.size > logoLimits.maxBytes) return 'validation.logoSize';
  return null;
}
