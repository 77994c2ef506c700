import { normalizeTaxId } from '@leasedesk/contract';

/** More words than anyone types into a search box; the rest are ignored. */
const maxWords = 10;

/**
 * The words a contractor search looks for: null for no search (no or a blank query); an empty list
 * for a query with nothing to look for (only punctuation: it matches no contractor, rather than all).
 * A query of digits, spaces and dashes is one number, as a tax id is typed: `526-000` → `526000`.
 * Folding (case, Polish diacritics) happens in SQL, with the function that built the index.
 */
export function searchWordsOf(query: string | undefined): string[] | null {
  const text = query?.normalize('NFC').trim() ?? '';
  if (text === '') return null;
  const digits = normalizeTaxId(text);
  if (/^\d+$/.test(digits)) return [digits];
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  return [...new Set(words)].slice(0, maxWords);
}
