import { renderToString } from 'react-dom/server';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RJSFSchema } from '@rjsf/utils';
import Shell from '../app/Shell';
import DomainForm from '../form/DomainForm';
import { LangProvider } from '../app/LangContext';
import { formKeys } from '../app/queryKeys';
import type { CallValue } from '../api/call';
import { withServerSession } from '../auth/session';
import { loadValidator } from '../form/loadValidator';
import { prepareSchema } from '../form/formEngine';
import { FirstViewDraw } from '../form/firstViewDraw';
import type { Lang } from '../i18n';
import type { FirstViewInput } from '../../server/form/first-view';
import { messages as enApp } from '../locales/en/messages.po';
import { messages as hiApp } from '../locales/hi/messages.po';
import { messages as enSession } from '../session/locales/en/messages.po';
import { messages as hiSession } from '../session/locales/hi/messages.po';

// Built on its own (vite.ssr.config.ts) into dist/ssr for the server (server/form/first-view.ts):
// a head's domain form opened from a link is drawn by these same components before the app's
// script has arrived. The browser's app draws the page again in its hidden element and takes over
// (web/app/firstView.ts); nothing here runs in the browser.

/** The messages every page has, per language (web/i18n.ts loads the same two catalogs). */
const catalogs: Record<Lang, Messages> = { en: { ...enApp, ...enSession }, hi: { ...hiApp, ...hiSession } };

type Opened = CallValue<'post', '/v1/form/open'>;

/** The signed-in page with the domain form as the app first draws it, as HTML. */
export async function renderFirstView({ url, lang, session, accrid, domainId, open }: FirstViewInput): Promise<string> {
  const opened = open as Opened;
  const i18n = setupI18n({ locale: lang, messages: { [lang]: catalogs[lang] } });
  // The queries the page makes, answered: what the opening call brought is what the page reads.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(formKeys.domains(accrid), opened.domains);
  client.setQueryData(formKeys.status(accrid, lang), opened.status);
  client.setQueryData(formKeys.json(accrid, domainId, lang), opened.form);
  client.setQueryData(formKeys.comments(accrid), opened.comments);
  const { validator } = await loadValidator(prepareSchema(opened.form.schema as RJSFSchema));
  const handler = createStaticHandler([{ path: '/', element: <Shell />, children: [{ path: 'forms/domain', element: <DomainForm /> }] }]);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`the first view of ${url} was answered by a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // One drawing at a time in this process (renderToString is synchronous), so the session it is drawn for can be set around it.
  return withServerSession(session, () =>
    renderToString(
      <I18nProvider i18n={i18n}>
        <LangProvider initial={lang}>
          <QueryClientProvider client={client}>
            <FirstViewDraw.Provider value={{ validator, documents: opened.documents, comments: opened.comments }}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </FirstViewDraw.Provider>
          </QueryClientProvider>
        </LangProvider>
      </I18nProvider>,
    ),
  );
}
