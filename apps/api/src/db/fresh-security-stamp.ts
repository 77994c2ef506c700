import { sql } from 'drizzle-orm';

/** A new random stamp per row, for revoking many users' tokens in one statement. */
export const freshSecurityStampSql = sql`replace(gen_random_uuid()::text, '-', '')`;
