import { languages, type Language } from '@leasedesk/contract';

/** `?lang` wins; else the first supported language of Accept-Language by quality; else English. */
export function languageOf(explicit: Language | undefined, acceptLanguage: string | undefined): Language {
  if (explicit) return explicit;
  const preferences = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((p) => p.base !== '' && Number.isFinite(p.quality) && p.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = preferences.find((p) => (languages as readonly string[]).includes(p.base));
  return (match?.base as Language | undefined) ?? 'en';
}

/**
 * The language a request is answered in: `?lang=en|pl` (download links, which carry no headers of the
 * app), else Accept-Language, else English. Read from the raw query, so an error answered before the
 * query's schema ran is worded in it too.
 */
export function requestLanguage(request: { query: unknown; headers: { 'accept-language'?: string | undefined } }): Language {
  const query = request.query;
  const lang = typeof query === 'object' && query !== null ? (query as Record<string, unknown>)['lang'] : undefined;
  const explicit = (languages as readonly unknown[]).includes(lang) ? (lang as Language) : undefined;
  return languageOf(explicit, request.headers['accept-language']);
}
