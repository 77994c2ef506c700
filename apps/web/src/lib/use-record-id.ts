import { useParams } from 'react-router';

/**
 * The `:id` of a record page. `id` is null on the "new" route (no `:id`); `validId` is false when the
 * path holds something that cannot be a record's id, which the page shows as not found.
 */
export function useRecordId(): { id: number | null; editing: boolean; validId: boolean } {
  const { id: param } = useParams();
  const id = param === undefined ? null : Number(param);
  return { id, editing: id !== null, validId: id === null || (Number.isInteger(id) && id > 0) };
}
