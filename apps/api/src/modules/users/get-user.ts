import type { UserDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withAdministration } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { loadUserDto } from './user-dto.ts';

export async function getUser(ctx: AppContext, userId: number): Promise<UserDto> {
  const dto = await withAdministration(ctx.db, (tx) => loadUserDto(tx, userId, ctx.clock()));
  if (!dto) throw notFound('user');
  return dto;
}
