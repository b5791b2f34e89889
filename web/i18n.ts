import { i18n, type Messages } from '@lingui/core';

/** The two languages of the app. */
export type Lang = 'en' | 'hi';

/** A text carried by the data itself in both languages. */
export type LocalText = { en: string; hi: string };

const LANG_KEY = 'lang';

type Catalog = { messages: Messages };
type CatalogLoad = () => Promise<Catalog>;

/**
 * The areas whose messages load with their screens, not with every page (lingui.config.ts keeps a
 * catalog per area). The app's own catalog and the session's (the sign-in, the shell's session
 * guard) load with every page.
 */
export type Area = 'admin' | 'dashboards';

const everyPage: Record<Lang, CatalogLoad[]> = {
  en: [() => import('./locales/en/messages.po'), () => import('./session/locales/en/messages.po')],
  hi: [() => import('./locales/hi/messages.po'), () => import('./session/locales/hi/messages.po')],
};

const areaCatalogs: Record<Lang, Record<Area, CatalogLoad>> = {
  en: { admin: () => import('./admin/locales/en/messages.po'), dashboards: () => import('./dashboards/locales/en/messages.po') },
  hi: { admin: () => import('./admin/locales/hi/messages.po'), dashboards: () => import('./dashboards/locales/hi/messages.po') },
};

/** Areas whose screens have been opened: a change of language loads their messages too. */
const openedAreas = new Set<Area>();

/** The stored language, English by default. */
export function storedLang(): Lang {
  try {
    return localStorage.getItem(LANG_KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

const loading = new Map<CatalogLoad, Promise<Catalog>>();

/** Loads one catalog once; a failed load (offline) is tried again next time. */
function loadOnce(load: CatalogLoad): Promise<Catalog> {
  let part = loading.get(load);
  if (!part) {
    part = load();
    part.catch(() => loading.delete(load));
    loading.set(load, part);
  }
  return part;
}

/**
 * Loads the catalogs a language needs now: every page's, and those of the areas opened so far (the
 * page's start begins with the stored language's, before the app's code has run: web/app/earlyLoads.ts).
 */
export function loadCatalogs(lang: Lang): Promise<Catalog[]> {
  return Promise.all([...everyPage[lang], ...[...openedAreas].map((area) => areaCatalogs[lang][area])].map(loadOnce));
}

/** Loads the compiled catalogs of a language, activates them and remembers the choice. */
export async function activateLang(lang: Lang): Promise<void> {
  // Remembered at once, not once the words have loaded: a reader on a slow link who picks Hindi
  // and then reloads, or goes on to sign in by a full page load, keeps Hindi (the choice was lost
  // while the catalogs were still on their way; seen as an English outline in a Hindi test).
  try {
    localStorage.setItem(LANG_KEY, lang);
    // The server draws a page's first view in it too (server/form/first-view.ts); it is not secret.
    document.cookie = `${LANG_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for the page only
  }
  let parts = await loadCatalogs(lang);
  // A screen of an area opened while these loaded (a menu click right after the switch, on a slow
  // link) drew with the old language's words; without its catalog in the new one it would lose them.
  while (parts.length < everyPage[lang].length + openedAreas.size) parts = await loadCatalogs(lang);
  const messages = Object.assign({}, ...parts.map((p) => p.messages));
  i18n.loadAndActivate({ locale: lang, messages });
  document.documentElement.lang = lang;
}

/**
 * Adds an area's messages, in the current language, to the active catalog. A switch of language
 * under way loads them too (activateLang), so they are kept whichever finishes first.
 */
export async function loadArea(area: Area): Promise<void> {
  openedAreas.add(area);
  const lang = currentLang();
  const part = await loadOnce(areaCatalogs[lang][area]);
  if (i18n.locale === lang) i18n.load(lang, part.messages);
}

/**
 * A screen's lazy import that resolves once its area's messages are in too, loading both at once:
 * the screen never draws before its words.
 */
export function withMessages<T>(area: Area, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadArea(area)]).then(([screen]) => screen);
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
