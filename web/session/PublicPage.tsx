import { useEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '../components/LanguageSwitch';
import './session.css';

type Props = {
  title: string;
  /** The browser tab's title when it differs from the heading. */
  docTitle?: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
};

/** The school-and-cap emblem of the public pages. */
export function Emblem() {
  return (
    <div className="signin-brand" aria-hidden="true">
      <svg viewBox="0 0 48 48" width="56" height="56">
        <circle cx="24" cy="24" r="24" fill="#1565c0" />
        <path d="M10 20l14-8 14 8-14 8z" fill="#fff" />
        <path d="M16 24v7c0 2 4 5 8 5s8-3 8-5v-7" fill="none" stroke="#fff" strokeWidth="2.5" />
      </svg>
    </div>
  );
}

/** The frame of a public session page: language switch, a card with the emblem, a heading and the content. */
export function PublicPage({ title, docTitle, lead, wide, children }: Props) {
  const { t } = useLingui();
  useEffect(() => {
    const app = t`School Accreditation`;
    const page = docTitle ?? title;
    document.title = page === app ? app : `${page} · ${app}`;
  }, [title, docTitle, t]);
  return (
    <div className="signin-page">
      <div className="signin-lang">
        <LanguageSwitch />
      </div>
      <main className={`signin-card ${wide ? 'signin-card-wide' : ''}`}>
        <Emblem />
        <h1>{title}</h1>
        {lead && <p className="muted card-lead">{lead}</p>}
        {children}
      </main>
    </div>
  );
}
