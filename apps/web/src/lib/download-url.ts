import { currentLanguage } from './i18n';

export type DownloadFilters = Record<string, string | number | boolean | undefined>;

/**
 * The address of a file that a signed download token authorises (DESIGN §3), so no bearer is needed and a link or a
 * plain fetch can get it: `base`, then each segment encoded (a token may hold `/`), then the filters that are set,
 * then `lang` of the active language, so the file speaks the language of the person who downloads it.
 */
export function downloadUrl(base: string, segments: readonly (string | number)[], filters: DownloadFilters = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.append(name, String(value));
  }
  query.append('lang', currentLanguage());
  return `${base}/${segments.map((segment) => encodeURIComponent(segment)).join('/')}?${query.toString()}`;
}
