import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { activateLang, storedLang } from './i18n';
import { LangProvider } from './app/LangContext';
import { router } from './app/router';
import { setForbiddenHandler, setSessionExpiredHandler } from './api/client';
import { refreshAfterForbidden } from './session/refreshSession';
import { registerServiceWorker } from './app/serviceWorker';
import { followSession, queryClient } from './app/queryClient';
import { preloadScreens } from './app/screens';
import { dropUntakenFirstView, leaveFirstView } from './app/firstView';

/** React, the router and the first render, loaded by web/main.tsx once the page's loads are under way. */
setSessionExpiredHandler((message) => {
  void router.navigate('/session/signin', { state: { message } });
});
// A refused call may mean the role lost a privilege: refresh it, so the menus and guards follow.
setForbiddenHandler(() => refreshAfterForbidden());
// Answers are one user's: a sign-out or another user's sign-in empties the cache.
followSession(queryClient);

// A view the server drew for this page is taken over by the domain form once drawn (web/app/firstView.ts);
// the app leaves it at once for any other page it goes to, and sets aside one it will not take.
dropUntakenFirstView();
const opened = router.state.location;
router.subscribe((state) => {
  if (state.location.pathname !== opened.pathname || state.location.search !== opened.search) leaveFirstView();
});

const lang = storedLang();
// The first screen's code (shell and page) is here before the first draw, so no "Loading" shows
// in between (web/app/screens.tsx); web/app/earlyLoads.ts started the form's chunks already.
void Promise.all([activateLang(lang), preloadScreens(router.routes, window.location.pathname)]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LangProvider initial={lang}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </LangProvider>
      </I18nProvider>
    </StrictMode>,
  );
  registerServiceWorker();
});
