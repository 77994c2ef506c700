import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import en from '../locales/en.json';

export const languages = ['en', 'pl'] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_KEY = 'leaseDeskLanguage';

function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return value === 'pl' ? 'pl' : 'en';
  } catch {
    return 'en';
  }
}

function applyLanguage(language: string) {
  dayjs.locale(language === 'pl' ? 'pl' : 'en');
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * English, the default and the fallback, is in the first chunk; Polish is fetched when it is first needed (a
 * stored choice at start, or the language menu), so the login page does not carry both (ARCHITECTURE §1).
 * i18next waits for it before switching, so a screen never shows keys or a mix of languages.
 */
const fetchedLanguages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (language !== 'pl') return callback(null, en as ResourceKey);
    import('../locales/pl.json').then(
      (module) => callback(null, module.default as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Resolves once the stored language's texts are loaded: the app renders after it. */
export const i18nReady = i18n.use(fetchedLanguages).use(initReactI18next).init({
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});
applyLanguage(i18n.language);

i18n.on('languageChanged', (language) => {
  applyLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
});

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'pl' ? 'pl' : 'en';
}

export default i18n;
