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
