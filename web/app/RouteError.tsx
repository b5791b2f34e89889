import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useOnline } from '../components/useOnline';
import { leaveFirstView } from './firstView';

/**
 * A screen's code that could not be fetched: Chromium, Firefox and Safari word a failed dynamic
 * import differently, and Vite's preload helper reports a failed CSS or modulepreload on its own.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch|NetworkError/i.test(error.message);
}

/**
 * What a route shows when its screen fails: its code did not arrive (offline on a first visit, or a
 * tab left open across a deploy whose old chunks are gone) or it threw while drawing. Without it
 * React Router shows its own English developer page. Answers are not lost either way: the form
 * keeps unsent answers on the device (web/form/outbox) and a reload sends them.
 */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useLingui();
  const error = useRouteError();
  const online = useOnline();
  const chunk = isChunkLoadError(error);

  // An unknown address never gets here: the catch-all route shows the not-found page.
  const title = chunk ? t`This page could not be loaded` : t`Something went wrong on this page`;
  useEffect(() => {
    document.title = `${title} · ${t`School Accreditation`}`;
  }, [title, t]);
  // A page the server drew gives way to the failure, which says what to do.
  useEffect(() => leaveFirstView(), []);

  const text = !online
    ? t`You are offline. Reload the page when the connection returns.`
    : chunk
      ? t`The platform may have been updated while this page was open. Reload the page to continue.`
      : t`Reload the page. If it happens again, tell the helpdesk what you were doing.`;

  const screen = (
    <main className={fullPage ? 'notfound route-error' : 'route-error'} data-testid="route-error">
      <div role="alert">
        <h1>{title}</h1>
        <p className="muted">{text}</p>
        <p className="muted">{t`Answers you saved, and answers waiting on this device to be sent, are kept.`}</p>
      </div>
      <div className="notfound-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t`Reload page`}
        </button>
        {/* A full load, not the router: the router's own code may be what failed. */}
        <a href="/" className="btn">
          {t`Home page`}
        </a>
      </div>
    </main>
  );
  if (!fullPage) return screen;
  // Alone on the page there is no header: the language switch comes with the screen.
  return (
    <div className="notfound-page">
      <div className="signin-lang">
        <LanguageSwitch />
      </div>
      {screen}
    </div>
  );
}
