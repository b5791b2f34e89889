// A fake API for the admin stories: a fetch that answers the envelope from a
// table of routes, a signed-in session, the router and the language context.
import type { Decorator } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LangProvider } from '../../web/app/LangContext';
import type { Session } from '../../web/auth/session';

/** What a handler is told about the call. */
export type MockRequest = { method: string; path: string; query: URLSearchParams; body: unknown; lang: 'en' | 'hi' };
/** A success value, or a failure with HTTP status and message. */
export type MockAnswer = { value: unknown; message?: string } | { status: number; errorCode?: string; errorMessage: string; details?: unknown[] };
/** One fake endpoint: method, a path pattern, and its answer. */
export type MockRoute = { method: 'GET' | 'POST' | 'PUT'; path: RegExp; answer: (req: MockRequest) => MockAnswer };

/** A success answer. */
export const ok = (value: unknown, message?: string): MockAnswer => ({ value, message });

/** The administrator's session (every admin privilege). */
export const adminSession: Session = {
  jwtToken: 'story-token',
  allowedPrivilege: '1,7,10,22,23,35,36,52,60',
  logInUser: { userId: 1, loginId: 'admin', firstName: 'Anita', lastName: 'Sharma', role: 'ADMIN' },
  schoolCode: null,
};

/** A school head's session. */
export const headSession: Session = {
  jwtToken: 'story-token',
  allowedPrivilege: '1,7,8,10,18,23,40,41,50,51',
  logInUser: { userId: 5, loginId: 'head', firstName: 'Meena', lastName: 'Kumari', role: 'SCHOOL_HEAD' },
  schoolCode: '06010100101',
};

function install(routes: MockRoute[]): void {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://story.local');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    let body: unknown = undefined;
    if (typeof init?.body === 'string') body = JSON.parse(init.body);
    const req: MockRequest = { method, path: url.pathname, query: url.searchParams, body, lang: headers.get('Accept-Language') === 'hi' ? 'hi' : 'en' };
    const route = routes.find((r) => r.method === method && r.path.test(url.pathname));
    const answer: MockAnswer = route ? route.answer(req) : { status: 404, errorMessage: 'No records found!' };
    if ('value' in answer) {
      return new Response(JSON.stringify({ status: 'SUCCESS', value: answer.value, message: answer.message }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    return new Response(JSON.stringify({ status: 'FAILURE', errorCode: answer.errorCode ?? 'error', errorMessage: answer.errorMessage, details: answer.details ?? [] }), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

/**
 * A decorator that signs in (session), fakes the API with `routes`, and
 * renders the story at `url` (matched by `path`) inside the language context.
 */
export function withAdminApi(routes: MockRoute[], opts: { url?: string; path?: string; session?: Session } = {}): Decorator {
  return (Story) => {
    localStorage.setItem('session', JSON.stringify(opts.session ?? adminSession));
    install(routes);
    // A data router, as the app's: the record editors guard unsaved edits with useBlocker.
    const router = createMemoryRouter(
      [
        { path: opts.path ?? '*', element: <Story /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: [opts.url ?? '/'] },
    );
    return (
      <LangProvider initial={i18n.locale === 'hi' ? 'hi' : 'en'}>
        <RouterProvider router={router} />
      </LangProvider>
    );
  };
}

/** A decorator for components that only need the router and the language context. */
export const withRouter: Decorator = (Story) => (
  <LangProvider initial={i18n.locale === 'hi' ? 'hi' : 'en'}>
    <RouterProvider router={createMemoryRouter([{ path: '*', element: <Story /> }])} />
  </LangProvider>
);

/** A play function: waits until the screen has loaded (no spinner left) and shows `selector`. */
export function loaded(selector?: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitFor(
      () => {
        if (canvasElement.querySelector('.loading')) throw new Error('still loading');
        if (selector && !canvasElement.querySelector(selector)) throw new Error(`no ${selector} yet`);
      },
      { timeout: 3000 },
    );
  };
}
