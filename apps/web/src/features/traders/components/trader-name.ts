import type { SalesPersonDto } from '@leasedesk/contract';

/** A trader as people name them: first name, then last name. */
export function traderName(trader: Pick<SalesPersonDto, 'firstName' | 'lastName'>): string {
  return `${trader.firstName} ${trader.lastName}`;
}
