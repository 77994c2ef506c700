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

const serverCatalogs: Record<'en' | 'pl', Record<string, string>> = {
  en: JSON.parse(readFileSync(new URL('../../packages/contract/src/messages/en.json', import.meta.url), 'utf8')) as Record<string, string>,
  pl: JSON.parse(readFileSync(new URL('../../packages/contract/src/messages/pl.json', import.meta.url), 'utf8')) as Record<string, string>,
};

/** The server's wording of a message key (packages/contract/src/messages), as the API answers it in that language. */
export function serverText(key: string, values: Record<string, string | number> = {}, language: 'en' | 'pl' = 'en'): string {
  const text = serverCatalogs[language][key];
  if (text === undefined) throw new Error(`no ${language} server text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}
