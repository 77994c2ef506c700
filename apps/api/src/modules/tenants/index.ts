// The tenants module's public face (DESIGN §2): what app.ts and other modules may import of it.
export { registerTenantRoutes } from './routes.ts';
export { logoDataUrl, toUserTenant } from './tenant-dto.ts';
