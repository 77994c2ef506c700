/** Where "Contact" (user menu, footer) writes to; set VITE_CONTACT_EMAIL at build time. */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'contact@leasedesk.test';
