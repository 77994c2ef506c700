import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../features/auth';
import { sessionStore } from '../lib/session-store';

/** Signs out: the server revokes the token, the browser forgets the session, /login shows. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (options: { revoke?: boolean } = {}) => {
      const token = sessionStore.get()?.token;
      sessionStore.clear();
      queryClient.clear();
      if (token && options.revoke !== false) void logout(token).catch(() => undefined);
      void navigate('/login', { replace: true });
    },
    [navigate, queryClient],
  );
}
