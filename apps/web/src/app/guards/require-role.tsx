import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session-store';
import type { RoleName } from '../features';

/** Screens of another role send the user home. */
export function RequireRole({ roles, children }: { roles: readonly RoleName[]; children: ReactNode }) {
  const session = useSession();
  if (!session || !roles.includes(session.role)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
