// A tab click asks for the next domain's questions before the route changes (issue 29): on a slow
// phone React spent about 40 ms taking the open domain down before the page asked for the next one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DomainTabs } from './DomainTabs';
import { formCalls, startCall, takeCall } from './formLoads';
import { LangProvider } from '../app/LangContext';
import type { DomainSummary } from '../api/types';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const domain = (id: string): DomainSummary => ({
  domainId: id,
  name: { en: `Domain ${id}`, hi: `डोमेन ${id}` },
  total: 3,
  attempted: 1,
  missing: { answers: 2, evidence: 0, reasons: 0 },
});

describe('a domain tab', () => {
  let sent: { url: string; body: string | null }[];
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('session', JSON.stringify({ jwtToken: 'token-head', logInUser: { loginId: 'head', role: 'SCHOOL_HEAD' }, allowedPrivilege: '18' }));
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, body: (init.body as string | undefined) ?? null });
        return new Response(JSON.stringify({ status: 'SUCCESS', value: { asked: sent.length } }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function draw(onGo?: (d: string) => void) {
    const Page = () => <DomainTabs accrid="12" domains={['D1', 'D2', 'D3'].map(domain)} current="D1" onGo={onGo} />;
    const router = createMemoryRouter([{ path: '/forms/domain', element: <Page /> }], { initialEntries: ['/forms/domain?accrid=12&domain=D1'] });
    render(
      <I18nProvider i18n={i18n}>
        <LangProvider initial="en">
          <RouterProvider router={router} />
        </LangProvider>
      </I18nProvider>,
    );
    return router;
  }

  it("starts the domain's call with the click, which the page then takes instead of asking again", async () => {
    const router = draw((d) => startCall(...formCalls.json('12', d)));
    fireEvent.click(screen.getByTestId('tab-D3'));
    // Sent in the click's own handler, before the page has drawn the next domain.
    expect(sent.map((s) => [s.url, JSON.parse(s.body!)])).toEqual([['/v1/form/json', { accrid: 12, domainId: 'D3' }]]);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?accrid=12&domain=D3'));
    expect(await takeCall(...formCalls.json('12', 'D3'))).toEqual({ asked: 1 });
    expect(sent).toHaveLength(1);
  });

  it('starts nothing for the open tab, nor for a click that opens a new tab or window', () => {
    const gone: string[] = [];
    draw((d) => gone.push(d));
    fireEvent.click(screen.getByTestId('tab-D1'));
    fireEvent.click(screen.getByTestId('tab-D2'), { ctrlKey: true });
    fireEvent.click(screen.getByTestId('tab-D2'), { metaKey: true });
    fireEvent.click(screen.getByTestId('tab-D2'), { shiftKey: true });
    expect(gone).toEqual([]);
    fireEvent.click(screen.getByTestId('tab-D2'));
    expect(gone).toEqual(['D2']);
  });
});
