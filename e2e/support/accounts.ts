/** The demo data every fresh database is seeded with (apps/api/src/demo/seed.ts). */
export const DEMO_PASSWORD = 'LeaseDesk-demo-2026';
export const ADMIN = { email: 'admin@leasedesk.test', password: DEMO_PASSWORD };
export const USER = { email: 'user@leasedesk.test', password: DEMO_PASSWORD };
export const CSI_TENANT = 'Demo Leasing CSI';
export const IFRS16_TENANT = 'Demo Lessee IFRS16';

let counter = 0;
/** A unique address for an account a journey creates. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@leasedesk.test`;
}
