import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session-store';

/** /login while signed in goes where a fresh sign-in would. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session) {
    const target = session.role === 'user' && session.tenantId === null ? '/selectClient' : '/';
    return <Navigate to={target} replace />;
  }
  return <>{children}</>;
}
