import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from 'react-router';
import { activateLang, storedLang } from './i18n';
import { LangProvider } from './app/LangContext';
import { router } from './app/router';
import { setForbiddenHandler, setSessionExpiredHandler } from './api/client';
import { refreshAfterForbidden } from './session/refreshSession';
import { registerServiceWorker } from './app/serviceWorker';

/** React, the router and the first render, loaded by web/main.tsx once the page's loads are under way. */
setSessionExpiredHandler((message) => {
  void router.navigate('/session/signin', { state: { message } });
});
// A refused call may mean the role lost a privilege: refresh it, so the menus and guards follow.
setForbiddenHandler(() => refreshAfterForbidden());

const lang = storedLang();
activateLang(lang).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LangProvider initial={lang}>
          <RouterProvider router={router} />
        </LangProvider>
      </I18nProvider>
    </StrictMode>,
  );
  registerServiceWorker();
});
