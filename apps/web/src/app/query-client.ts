import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../lib/session-store';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  // Data belongs to a token: forget it on logout, refetch it when the client (token) changes.
  let token = sessionStore.get()?.token ?? null;
  sessionStore.subscribe(() => {
    const next = sessionStore.get()?.token ?? null;
    if (next === token) return;
    token = next;
    if (next === null) {
      client.removeQueries();
    } else {
      client.removeQueries({ type: 'inactive' });
      void client.invalidateQueries();
    }
  });
  return client;
}
