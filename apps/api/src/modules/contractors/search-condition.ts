import { and, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { intersect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { contractorSearchTerms, contractors } from '../../db/schema.ts';
import { rarestTrigrams } from './rarest-trigrams.ts';
import type { SearchWord } from './search-words.ts';

const isNumber = (word: string) => /^\d+$/.test(word);

/** A number (a tax id is typed from its start) and a word of 1 or 2 characters are looked up by prefix. */
const byPrefix = (word: SearchWord) => isNumber(word.word) || word.trigrams.length === 0;

/** Contractors whose name has a word or whose tax id starts with `prefix`: a range scan of the index. */
function startingWith(tx: Tx, tenantId: number, prefix: string) {
  return tx
    .select({ id: contractorSearchTerms.contractorId })
    .from(contractorSearchTerms)
    .where(and(eq(contractorSearchTerms.tenantId, tenantId), sql`${contractorSearchTerms.term} ^@ ${prefix}`));
}

/** Contractors holding every one of the trigrams: one pass over the index for all of them together. */
function holdingTrigrams(tx: Tx, tenantId: number, trigrams: string[]) {
  return tx
    .select({ id: contractorSearchTerms.contractorId })
    .from(contractorSearchTerms)
    .where(and(eq(contractorSearchTerms.tenantId, tenantId), inArray(contractorSearchTerms.term, trigrams)))
    .groupBy(contractorSearchTerms.contractorId)
    .having(sql`count(*) = ${trigrams.length}`);
}

/**
 * Which of the tenant's contractors a list shows: the live ones, and with a query those that match
 * every word; null when the query can match nothing. Under row-level security the planner may use an
 * index only for leakproof quals: equality on the trigrams and `^@` (starts_with) on words read
 * contractor_search_terms_prefix_idx (LIKE could use no index there), and `id = any(array(...))`
 * (int4eq) then fetches the few matching contractors by primary key, rather than hash-joining against
 * every contractor of the tenant. Only the two rarest trigrams are looked up (rarestTrigrams), and a
 * word of 4 or more characters may have all its trigrams in a name that does not contain it ("nowak
 * walczak" holds those of `owal`): the folded name is checked to contain each such word, on the rows
 * already found, and so is a word of 3 whose one trigram was not looked up.
 */
export async function contractorsWhere(tx: Tx, tenantId: number, words: SearchWord[] | null): Promise<SQL | null> {
  if (words !== null && words.length === 0) return null;
  const live = and(eq(contractors.tenantId, tenantId), not(contractors.isDeleted)) as SQL;
  if (words === null) return live;
  const inside = words.filter((word) => !byPrefix(word));
  const trigrams = await rarestTrigrams(tx, tenantId, inside);
  const [first, second, ...others] = [
    ...(trigrams.length > 0 ? [holdingTrigrams(tx, tenantId, trigrams)] : []),
    ...words.filter(byPrefix).map((word) => startingWith(tx, tenantId, word.word)),
  ];
  if (!first) return null;
  const ids = second ? intersect(first, second, ...others) : first;
  const contained = inside
    .filter((word) => [...word.word].length > 3 || !trigrams.includes(word.trigrams[0] ?? ''))
    .map((word) => sql`strpos(leasedesk_fold(${contractors.name}), ${word.word}) > 0`);
  return and(live, sql`${contractors.id} = any(array(${ids}))`, ...contained) as SQL;
}
