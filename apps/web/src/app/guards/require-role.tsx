import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session-store';
import type { RoleName, StandardName } from '../features';

interface RequireRoleProps {
  roles: readonly RoleName[];
  /** The standards the screen belongs to (traders: CSI only); any standard when left out. */
  standards?: readonly StandardName[];
  children: ReactNode;
}

/** Screens of another role, or of another accounting standard than the session shows, send the user home. */
export function RequireRole({ roles, standards, children }: RequireRoleProps) {
  const session = useSession();
  if (!session || !roles.includes(session.role)) return <Navigate to="/" replace />;
  if (standards && !standards.includes(session.accountingStandard)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
