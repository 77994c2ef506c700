import { z } from 'zod';
import { wireString } from './wire.ts';

/** One business or validation failure, named by the wire field it concerns ('' when it concerns the whole request). */
export const fieldError = z.object({ propertyName: wireString, message: wireString });
export type FieldError = z.infer<typeof fieldError>;

/** Every JSON body the API answers is this envelope (DESIGN §3). */
export const envelope = <T extends z.ZodType>(value: T) =>
  z.object({ success: z.boolean(), errors: z.array(fieldError), value: value.nullable() });

export type Envelope<T> = { success: boolean; errors: FieldError[]; value: T | null };

export const pagedResult = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    itemsCount: z.number().int(),
    pagesCount: z.number().int(),
    pageSize: z.number().int(),
    page: z.number().int(),
  });
export type PagedResult<T> = { items: T[]; itemsCount: number; pagesCount: number; pageSize: number; page: number };

/** A list route's value: the full list, or the paged result when `page`/`pageSize` were given. */
export const listOrPage = <T extends z.ZodType>(item: T) => z.union([z.array(item), pagedResult(item)]);

/** Optional paging of lists that SPEC shows as full lists: page defaults to 1, pageSize to 10 (at most 100). */
export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const searchQuery = z.object({ query: wireString.max(200).optional() }).extend(pagingQuery.shape);
