import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session-store';

/** Every route but /login and /passwordReset needs a signed-in user (SPEC §2). */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
