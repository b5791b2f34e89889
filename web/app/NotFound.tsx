import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '../components/LanguageSwitch';
import '../session/session.css';

/** /session/404 and any unknown path: an illustration, a text and a Go Back button. */
export default function NotFound() {
  const { t } = useLingui();
  const navigate = useNavigate();

  useEffect(() => {
    document.title = `${t`Page not found`} · ${t`School Accreditation`}`;
  }, [t]);

  // Back inside the app when it can; else back in the browser; a tab opened on this page goes home instead.
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else navigate('/', { replace: true });
  };

  return (
    <div className="notfound-page">
      <div className="signin-lang">
        <LanguageSwitch />
      </div>
      <main className="notfound">
        <svg className="notfound-art" viewBox="0 0 320 200" role="img" aria-label={t`Illustration: a lost page`}>
          <rect x="0" y="170" width="320" height="12" rx="6" fill="#e3eaf5" />
          <rect x="92" y="24" width="136" height="150" rx="10" fill="#fff" stroke="#1565c0" strokeWidth="4" />
          <path d="M112 56h96M112 78h96M112 100h60" stroke="#90caf9" strokeWidth="8" strokeLinecap="round" />
          <circle cx="206" cy="128" r="30" fill="#e3f2fd" stroke="#1565c0" strokeWidth="6" />
          <path d="M227 149l26 26" stroke="#1565c0" strokeWidth="10" strokeLinecap="round" />
          <text x="206" y="138" textAnchor="middle" fontSize="28" fontWeight="700" fill="#1565c0">
            ?
          </text>
          <text x="48" y="64" fontSize="34" fontWeight="700" fill="#90a4c8">
            4
          </text>
          <text x="250" y="60" fontSize="34" fontWeight="700" fill="#90a4c8">
            4
          </text>
        </svg>
        <h1>{t`Page not found`}</h1>
        <p className="muted">{t`The page you are looking for does not exist or has been moved.`}</p>
        <div className="notfound-actions">
          <button type="button" className="btn btn-primary" onClick={goBack}>
            {t`Go Back`}
          </button>
          <Link to="/" className="btn">
            {t`Home page`}
          </Link>
        </div>
      </main>
    </div>
  );
}
