import { z } from 'zod';
import { zodIssueMessageKey } from '@leasedesk/contract';

let installed = false;

/**
 * Every zod issue raised without a message of its own gets the catalog key of its code (invalid_type,
 * too_small, too_big, invalid_format, invalid_value, unrecognized_keys, custom, ...), so no zod default text
 * ("Too small: expected number to be >0") can reach a user. The error handler words the key with the
 * issue's parameters in the request's language (validation-errors.ts, ARCHITECTURE §11).
 */
export function installZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => zodIssueMessageKey(issue) });
}
