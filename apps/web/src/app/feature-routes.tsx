import type { RouteObject } from 'react-router';
import { TenantPage } from '../features/tenants/routes/tenant-page';
import { TenantsPage } from '../features/tenants/routes/tenants-page';
import { UserPage } from '../features/users/routes/user-page';
import { UsersPage } from '../features/users/routes/users-page';
import type { FeatureId } from './features';
import type { RouteHandle } from './route-handle';

type FeatureRoute = RouteObject & { path: string; handle: RouteHandle };

/**
 * The screens of each built feature, keyed by the registry id (features.ts). A feature's routes
 * are mounted only while its registry entry is enabled; paths are relative to `/`.
 */
export const featureRoutes: Partial<Record<FeatureId, FeatureRoute[]>> = {
  users: [
    { path: 'users', element: <UsersPage />, handle: { titleKey: 'users.listTitle' } },
    { path: 'user', element: <UserPage />, handle: { titleKey: 'users.newTitle' } },
    { path: 'user/:id', element: <UserPage />, handle: { titleKey: 'users.editTitle' } },
  ],
  tenants: [
    { path: 'tenants', element: <TenantsPage />, handle: { titleKey: 'tenants.listTitle' } },
    { path: 'tenant', element: <TenantPage />, handle: { titleKey: 'tenants.newTitle' } },
    { path: 'tenant/:id', element: <TenantPage />, handle: { titleKey: 'tenants.editTitle' } },
  ],
};
