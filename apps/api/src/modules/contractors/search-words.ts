import { sql } from 'drizzle-orm';
import { normalizeTaxId } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** More words than anyone types into a search box; the rest are ignored. */
const maxWords = 10;

/**
 * A word of the query as the search index holds words: folded by the database (lower case, Polish
 * letters without diacritics), with its trigrams as the index marks them (`~kow`), none when shorter
 * than 3 characters.
 */
export type SearchWord = { word: string; trigrams: string[] };

/**
 * The words a contractor search looks for: null for no search (no or a blank query); an empty list
 * for a query with nothing to look for (only punctuation: it matches no contractor, rather than all).
 * A query of digits, spaces and dashes is one number, as a tax id is typed: `526-000` → `526000`.
 * Folding, splitting and trigrams come from the database, from the very functions that built the index
 * (migration 0005), so a query and a name always agree.
 */
export async function searchWordsOf(tx: Tx, query: string | undefined): Promise<SearchWord[] | null> {
  const text = query?.normalize('NFC').trim() ?? '';
  if (text === '') return null;
  const digits = normalizeTaxId(text);
  const rows = await rawRows<SearchWord>(
    tx,
    sql`select word, array(select leasedesk_trigrams(word)) as trigrams
        from leasedesk_search_words(${/^\d+$/.test(digits) ? digits : text}) with ordinality as split(word, position)
        group by word
        order by min(position)
        limit ${maxWords}`,
  );
  return rows;
}
