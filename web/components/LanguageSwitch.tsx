import { useLingui } from '@lingui/react/macro';
import { useLang } from '../app/LangContext';
import type { Lang } from '../i18n';

const OPTIONS: { value: Lang; label: string; htmlLang: string }[] = [
  { value: 'en', label: 'English', htmlLang: 'en' },
  { value: 'hi', label: 'हिन्दी', htmlLang: 'hi' },
];

/** Two toggle buttons, English / हिन्दी; each label is written in its own language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { lang, setLang } = useLang();
  const { t } = useLingui();
  return (
    <div className={`lang-switch ${className ?? ''}`} role="group" aria-label={t`Language`}>
      {OPTIONS.map((o) => (
        <button key={o.value} type="button" lang={o.htmlLang} className={o.value === lang ? 'active' : ''} aria-pressed={o.value === lang} onClick={() => void setLang(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
