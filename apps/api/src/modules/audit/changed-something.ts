import { sql } from 'drizzle-orm';
import { auditEntries } from '../../db/schema.ts';

/**
 * Every entry but a recompute that changed nothing (no field, every count 0): what `changedOnly` keeps. Only
 * recomputes are left out, so a save that changed nothing still shows that someone saved.
 */
export const changedSomething = sql`(${auditEntries.action} <> 'recompute' or ${auditEntries.changes} <> '[]'::jsonb
  or exists (select 1 from jsonb_each_text(${auditEntries.counts}) as c(name, value) where c.value <> '0'))`;
