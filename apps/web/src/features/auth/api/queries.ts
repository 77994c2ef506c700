import { queryOptions } from '@tanstack/react-query';
import { getUserTenants } from './get-user-tenants';

export const authKeys = {
  userTenants: ['userTenants'] as const,
};

/** The clients the signed-in user may choose. */
export const userTenantsQuery = () => queryOptions({ queryKey: authKeys.userTenants, queryFn: getUserTenants });
