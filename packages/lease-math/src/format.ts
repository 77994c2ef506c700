// Figures quoted inside error messages, in the en-US form a finance user reads at a glance.

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoneyCents(cents: number): string {
  return MONEY.format(cents / 100);
}

export function formatMoney(amount: number): string {
  return MONEY.format(amount);
}

export const INTERVAL_NAMES: readonly string[] = ['monthly', 'quarterly', 'half-yearly', 'yearly'];
