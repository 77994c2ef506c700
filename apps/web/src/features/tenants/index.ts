// The tenants feature's public face. Its pages are exported as loaders, so each page stays a chunk of its own,
// fetched on its first visit (app/lazy-page.tsx).
export const loadTenantsPage = () => import('./routes/tenants-page').then((module) => module.TenantsPage);
export const loadTenantPage = () => import('./routes/tenant-page').then((module) => module.TenantPage);
// The tenants a user may be given, for the users feature's form.
export { tenantOptionsQuery } from './api/queries';
export type { TenantOption } from './api/get-tenant-options';
