import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

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

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, pl: { translation: pl } },
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
