import { queryOptions } from '@tanstack/react-query';
import { getOutbox } from './get-outbox';
import { openOutboxMail } from './open-outbox-mail';

export const outboxKeys = {
  list: ['outbox'] as const,
  mail: (id: number | null) => ['outboxMail', id] as const,
};

export const outboxQuery = () => queryOptions({ queryKey: outboxKeys.list, queryFn: ({ signal }) => getOutbox(signal) });

/**
 * One kept mail, read a single time and never refetched: a second read answers the mail with its tokens cut out.
 */
export const outboxMailQuery = (id: number | null) =>
  queryOptions({
    queryKey: outboxKeys.mail(id),
    queryFn: () => openOutboxMail(id ?? 0),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
