import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Goes back in history when this app put an entry there, else to `fallback`. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [location.key, navigate, fallback]);
}
