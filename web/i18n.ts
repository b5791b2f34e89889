import { i18n } from '@lingui/core';

/** The two languages of the app. */
export type Lang = 'en' | 'hi';

/** A text carried by the data itself in both languages. */
export type LocalText = { en: string; hi: string };

const LANG_KEY = 'lang';

type Catalog = { messages: Record<string, unknown> };

// One catalog per area (lingui.config.ts); each language loads them all.
const catalogs: Record<Lang, (() => Promise<Catalog>)[]> = {
  en: [
    () => import('./locales/en/messages.po'),
    () => import('./admin/locales/en/messages.po'),
    () => import('./dashboards/locales/en/messages.po'),
    () => import('./session/locales/en/messages.po'),
  ],
  hi: [
    () => import('./locales/hi/messages.po'),
    () => import('./admin/locales/hi/messages.po'),
    () => import('./dashboards/locales/hi/messages.po'),
    () => import('./session/locales/hi/messages.po'),
  ],
};

/** The language kept in localStorage, English by default. */
export function storedLang(): Lang {
  try {
    return localStorage.getItem(LANG_KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

const loading = new Map<Lang, Promise<Catalog[]>>();

/**
 * Loads a language's catalogs once (the page's start begins with the stored language's, before
 * the app's code has run: web/app/earlyLoads.ts). A failed load (offline) is tried again next time.
 */
export function loadCatalogs(lang: Lang): Promise<Catalog[]> {
  let parts = loading.get(lang);
  if (!parts) {
    parts = Promise.all(catalogs[lang].map((load) => load()));
    parts.catch(() => loading.delete(lang));
    loading.set(lang, parts);
  }
  return parts;
}

/** Loads the compiled catalog of a language, activates it and remembers the choice. */
export async function activateLang(lang: Lang): Promise<void> {
  const parts = await loadCatalogs(lang);
  const messages = Object.assign({}, ...parts.map((p) => p.messages));
  i18n.loadAndActivate({ locale: lang, messages });
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for the page only
  }
  document.documentElement.lang = lang;
}

/** The current language as set by activateLang; before the first activation, the one it will activate. */
export function currentLang(): Lang {
  // The form's calls start while the messages load (web/app/earlyLoads.ts), in the stored language.
  if (!i18n.locale) return storedLang();
  return i18n.locale === 'hi' ? 'hi' : 'en';
}

/** Picks the text of the current language from a bilingual value. */
export function pick(text: LocalText | string | null | undefined, lang: Lang): string {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  return text[lang] || text.en;
}

/** A number in the reader's language's conventions, with a fixed count of decimals. */
export function formatNumber(n: number, lang: Lang, decimals = 0): string {
  return new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
}

/** Messages shown as one: each ends as a sentence of its language (a full stop, or the danda in Hindi), then a space. */
export function joinSentences(parts: readonly string[], lang: Lang): string {
  const stop = lang === 'hi' ? '।' : '.';
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (/[.!?।]$/.test(p) ? p : `${p}${stop}`))
    .join(' ');
}
