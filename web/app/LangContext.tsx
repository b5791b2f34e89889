import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { activateLang, type Lang } from '../i18n';

type LangState = { lang: Lang; setLang: (lang: Lang) => Promise<void> };

const LangContext = createContext<LangState>({ lang: 'en', setLang: async () => undefined });

/** Holds the active language; changing it loads the catalog first, then re-renders. */
export function LangProvider({ initial, children }: { initial: Lang; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initial);
  const setLang = useCallback(async (next: Lang) => {
    await activateLang(next);
    setLangState(next);
  }, []);
  const value = useMemo(() => ({ lang, setLang }), [lang, setLang]);
  return <LangContext.Provider value={value}>{children}</LangContext.Provider>;
}

/** The active language and its setter. */
export function useLang(): LangState {
  return useContext(LangContext);
}
