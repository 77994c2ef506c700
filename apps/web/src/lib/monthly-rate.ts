import { formatPercent } from './format';

/**
 * The monthly rate j (the calculation's amortizationRate) as every screen shows it: a percent, as rates are
 * shown (DOMAIN §1), to the digits DOMAIN §12 gives j (0.00984397 → 0,984397 %).
 */
export const formatMonthlyRate = (monthlyRate: number | null | undefined): string => formatPercent(monthlyRate, 6);
