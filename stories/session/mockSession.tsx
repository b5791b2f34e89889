// Helpers for the session stories: a fake API (fetch answering the envelope),
// a signed-in session, the router and the language context.
import type { Decorator } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router';
import { LangProvider } from '../../web/app/LangContext';
import type { Session } from '../../web/auth/session';

/** One fake endpoint: method, a path pattern, and the value it answers (or a failure). */
export type FakeRoute = {
  method: 'GET' | 'POST';
  path: RegExp;
  answer: (lang: 'en' | 'hi', body: unknown) => { value: unknown } | { status: number; errorCode?: string; errorMessage: string; details?: unknown[] };
};

/** A school head's session, as the demo's `head` gets it. */
export const headSession: Session = {
  jwtToken: 'story-token',
  allowedPrivilege: '1,7,8,10,18,23,40,41,50,51',
  logInUser: { userId: 5, loginId: 'head', firstName: 'Meena', lastName: 'Kumari', role: 'SCHOOL_HEAD' },
  schoolCode: '06010100101',
};

function install(routes: FakeRoute[]): void {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://story.local');
    const method = (init?.method ?? 'GET').toUpperCase();
    const lang = new Headers(init?.headers).get('Accept-Language') === 'hi' ? 'hi' : 'en';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const route = routes.find((r) => r.method === method && r.path.test(url.pathname));
    const answer = route ? route.answer(lang, body) : { status: 404, errorMessage: 'No records found!' };
    const json =
      'value' in answer
        ? { status: 'SUCCESS', value: answer.value }
        : { status: 'FAILURE', errorCode: answer.errorCode ?? 'error', errorMessage: answer.errorMessage, details: answer.details ?? [] };
    return new Response(JSON.stringify(json), { status: 'value' in answer ? 200 : answer.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

/** What a story asks of the page decorator, in `parameters.page` (a story's own replaces the file's). */
export type PageParams = { entry?: InitialEntry; routes?: FakeRoute[]; session?: Session | null };

/**
 * Renders the story at `entry` (a path, or a path with router state) inside the
 * language context; with `routes`, fakes the API; with `session`, signs in
 * (null: signed out). Reads `parameters.page`.
 */
export const withSessionPage: Decorator = (Story, context) => {
  const opts = (context.parameters.page ?? {}) as PageParams;
  if (opts.session) localStorage.setItem('session', JSON.stringify(opts.session));
  else if (opts.session === null) localStorage.removeItem('session');
  if (opts.routes) install(opts.routes);
  return (
    <LangProvider initial={i18n.locale === 'hi' ? 'hi' : 'en'}>
      <MemoryRouter initialEntries={[opts.entry ?? '/']}>
        <Routes>
          <Route path="*" element={<Story />} />
        </Routes>
      </MemoryRouter>
    </LangProvider>
  );
};

/** The parameters of a story that sets the page decorator's options. */
export const page = (opts: PageParams) => ({ page: opts });

/** A play function: waits until the page has loaded (no spinner left) and shows `selector`. */
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
