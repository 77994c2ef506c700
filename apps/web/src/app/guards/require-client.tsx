import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session-store';

/** A user (not an administrator) works inside one chosen client: until then, /selectClient. */
export function RequireClient() {
  const session = useSession();
  if (session?.role === 'user' && session.tenantId === null) return <Navigate to="/selectClient" replace />;
  return <Outlet />;
}
