import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };
const load = (language: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/locales/${language}.json`, import.meta.url), 'utf8')) as Tree;
const catalogs: Record<'en' | 'pl', Tree> = { en: load('en'), pl: load('pl') };

/** The app's own text for an i18n key (with {{placeholders}} filled), so journeys follow the locales. */
export function t(key: string, values: Record<string, string | number> = {}, language: 'en' | 'pl' = 'en'): string {
  let node: string | Tree | undefined = catalogs[language];
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no ${language} text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}
