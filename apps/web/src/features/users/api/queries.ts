import { queryOptions, skipToken } from '@tanstack/react-query';
import { getUser } from './get-user';
import { getRoles } from './get-roles';
import { getUsers } from './get-users';

/** The users' server-state keys: every read and every invalidation of a user goes through these. */
export const userKeys = {
  /** Every search of the list (a prefix of each one's key). */
  lists: ['users'] as const,
  list: (query: string) => [...userKeys.lists, query] as const,
  detail: (id: number | null) => ['user', id] as const,
  roles: ['roles'] as const,
};

export const usersQuery = (query: string) =>
  queryOptions({ queryKey: userKeys.list(query), queryFn: ({ signal }) => getUsers(query, signal) });

/** One user; nothing is asked without an id. */
export const userQuery = (id: number | null) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: id === null ? skipToken : () => getUser(id) });

/** Every role a user can be given; they change only with a release. */
export const rolesQuery = () => queryOptions({ queryKey: userKeys.roles, queryFn: getRoles, staleTime: Infinity });
