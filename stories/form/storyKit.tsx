// Shared by the form and review stories: a fake API (fetch answering the envelope), a signed-in
// session, the router (a data router, for pages that block navigation) and the language context.
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LangProvider } from '../../web/app/LangContext';
import type { Session } from '../../web/auth/session';

export type MockRequest = { method: string; path: string; query: URLSearchParams; body: unknown; lang: 'en' | 'hi' };
export type MockAnswer = { value: unknown } | { status: number; errorMessage: string; details?: unknown[] } | { blob: Blob };
export type MockRoute = { method: 'GET' | 'POST'; path: RegExp; answer: (req: MockRequest) => MockAnswer };

export const ok = (value: unknown): MockAnswer => ({ value });

export const headSession: Session = {
  jwtToken: 'story-token',
  allowedPrivilege: '1,7,8,10,18,23,40,41,50,51',
  logInUser: { userId: 5, loginId: 'head', firstName: 'Meena', lastName: 'Kumari', role: 'SCHOOL_HEAD' },
  schoolCode: '06010100101',
};

export const dqaSession: Session = {
  jwtToken: 'story-token',
  allowedPrivilege: '1,7,10,18,23,42,45,50,51',
  logInUser: { userId: 2, loginId: 'dqa', firstName: 'Rakesh', lastName: 'Verma', role: 'DQA' },
  schoolCode: null,
};

export const sqaSession: Session = {
  jwtToken: 'story-token',
  allowedPrivilege: '1,7,10,18,22,23,43,46,50,51',
  logInUser: { userId: 3, loginId: 'sqa', firstName: 'Sunita', lastName: 'Yadav', role: 'SQA' },
  schoolCode: null,
};

/** Replaces fetch with a table of fake endpoints. */
export function installApi(routes: MockRoute[]): void {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://story.local');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const req: MockRequest = { method, path: url.pathname, query: url.searchParams, body, lang: headers.get('Accept-Language') === 'hi' ? 'hi' : 'en' };
    const route = routes.find((r) => r.method === method && r.path.test(url.pathname));
    const answer = route ? route.answer(req) : { status: 404, errorMessage: 'No records found!' };
    if ('blob' in answer) return new Response(answer.blob, { status: 200, headers: { 'Content-Type': answer.blob.type } });
    if ('value' in answer) return new Response(JSON.stringify({ status: 'SUCCESS', value: answer.value }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    return new Response(JSON.stringify({ status: 'FAILURE', errorCode: 'error', errorMessage: answer.errorMessage, details: answer.details ?? [] }), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

function Lang({ children }: { children: ReactNode }) {
  return <LangProvider initial={i18n.locale === 'hi' ? 'hi' : 'en'}>{children}</LangProvider>;
}

/**
 * Signs in (session, welcome already seen), fakes the API with `routes` and renders the story at
 * `url` inside a data router (so pages that guard unsaved changes work) and the language context.
 */
export function withApi(routes: MockRoute[], opts: { url?: string; session?: Session | null; welcome?: boolean } = {}): Decorator {
  return (Story) => {
    localStorage.clear();
    if (opts.session !== null) localStorage.setItem('session', JSON.stringify(opts.session ?? headSession));
    localStorage.setItem('welcomePopup', opts.welcome ? '0' : '1');
    installApi(routes);
    const router = createMemoryRouter([{ path: '*', element: <Story /> }], { initialEntries: [opts.url ?? '/'] });
    return (
      <Lang>
        <RouterProvider router={router} />
      </Lang>
    );
  };
}

/** Waits until the story has loaded (no spinner left) and shows `selector`. */
export function loaded(selector?: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await waitFor(
      () => {
        if (canvasElement.querySelector('.loading')) throw new Error('still loading');
        if (selector && !canvasElement.querySelector(selector)) throw new Error(`no ${selector} yet`);
      },
      { timeout: 4000 },
    );
  };
}
