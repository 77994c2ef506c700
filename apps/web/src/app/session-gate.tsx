import { useEffect, useState, type ReactNode } from 'react';
import { PageLoader } from '../components/page-loader';
import { validateToken } from '../features/auth';
import { sessionStore } from '../lib/session-store';

/**
 * A stored session is restored only after its token is validated (SPEC §4):
 * an invalid token (or a 401) signs the user out, and the guards then show /login.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const [checking, setChecking] = useState(() => sessionStore.get() !== null);

  useEffect(() => {
    const session = sessionStore.get();
    if (!session) return;
    let cancelled = false;
    validateToken(session.token)
      .then((valid) => {
        if (!valid && sessionStore.get()?.token === session.token) sessionStore.clear('expired');
      })
      .catch(() => {
        // 401 has already cleared the session; a server failure keeps it (and was reported)
      })
      .finally(() => {
        if (!cancelled) setChecking(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return checking ? <PageLoader minHeight="100vh" /> : <>{children}</>;
}
