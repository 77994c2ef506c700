import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { SearchWord } from './search-words.ts';

/** Counting stops here: a trigram that many contractors hold is common, however many more hold it. */
const countCap = 5000;

/**
 * The trigrams a search looks up for its longer words: the rarest of each word, and of a single word
 * its two rarest. Intersecting every trigram cost PGlite 49 ms for "przeds kow gdań" at 100 000
 * contractors (44 000 index entries hashed); the rarest narrow the search to a few rows, on which the
 * name is checked to contain each word (contractorsWhere). How rare: the contractors holding each
 * trigram, counted in the index up to countCap (≈ 5 ms for seven trigrams).
 */
export async function rarestTrigrams(tx: Tx, tenantId: number, words: SearchWord[]): Promise<string[]> {
  const trigrams = [...new Set(words.flatMap((word) => word.trigrams))];
  if (trigrams.length === 0) return [];
  const counted = await rawRows<{ term: string; n: number }>(
    tx,
    sql`select q.term, (select count(*)::int from (
          select 1 from contractor_search_terms s where s.tenant_id = ${tenantId} and s.term = q.term limit ${countCap}) as held) as n
        from unnest(array[${sql.join(trigrams.map((trigram) => sql`${trigram}`), sql`, `)}]::text[]) as q(term)`,
  );
  const holders = new Map(counted.map((row) => [row.term, row.n]));
  const rarestFirst = (of: string[]) => [...of].sort((x, y) => (holders.get(x) ?? 0) - (holders.get(y) ?? 0) || (x < y ? -1 : 1));
  const [only] = words;
  const picked = words.length === 1 && only ? rarestFirst(only.trigrams).slice(0, 2) : words.map((word) => rarestFirst(word.trigrams)[0]);
  return [...new Set(picked.filter((trigram) => trigram !== undefined))];
}
