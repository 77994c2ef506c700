import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { SearchWord } from './search-words.ts';

/** Counting stops here: a trigram that many contractors hold is common, however many more hold it. */
const countCap = 5000;

/**
 * The trigrams a search looks up for its longer words: the rarest of them all, and the rarest of
 * another word (or of the same word when there is one). Intersecting every trigram cost PGlite 49 ms
 * for "przeds kow gdań" at 100 000 contractors (44 000 index entries hashed), and the rarest of each
 * word still 44 ms ("kow" alone is held by 13 900); two rare ones narrow the search to a few rows, on
 * which the name is checked to contain each word (contractorsWhere). How rare: the contractors holding
 * each trigram, counted in the index up to countCap (≈ 5 ms for seven trigrams).
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
  const rarestFirst = words
    .flatMap((word, index) => word.trigrams.map((trigram) => ({ trigram, index, n: holders.get(trigram) ?? 0 })))
    .sort((x, y) => x.n - y.n || (x.trigram < y.trigram ? -1 : 1));
  const [rarest] = rarestFirst;
  if (!rarest) return [];
  const next = rarestFirst.find((entry) => entry.index !== rarest.index) ?? rarestFirst.find((entry) => entry.trigram !== rarest.trigram);
  return next ? [rarest.trigram, next.trigram] : [rarest.trigram];
}
