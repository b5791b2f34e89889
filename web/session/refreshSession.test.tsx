import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { api, setForbiddenHandler } from '../api/client';
import { getSession, startSession, TOKEN_TIME_KEY, type Session } from '../auth/session';
import { RequireAuth } from '../app/RequireAuth';
import { ACTIVITY_KEY, REPORTED_KEY } from './activity';
import { FORBIDDEN_REFRESH_MS, refreshAfterForbidden, refreshSession } from './refreshSession';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const dqa: Session = {
  jwtToken: 'first',
  allowedPrivilege: '1,7,23',
  logInUser: { userId: 3, loginId: 'dqa', firstName: 'Dev', lastName: '', role: 'DQA' },
  schoolCode: null,
};

const envelope = (value: unknown, status = 200) =>
  new Response(JSON.stringify(status === 200 ? { status: 'SUCCESS', value } : { status: 'FAILURE', errorCode: 'forbidden', errorMessage: 'Not allowed' }), { status });

/** A fake server: the refresh answers `privileges`; every other call answers `status`. */
function server(privileges: string, status = 200) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (path: string, init: RequestInit) => {
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/v1/identity/token/refresh') {
      return envelope({ ...dqa, jwtToken: `token-${calls.length}`, allowedPrivilege: privileges, idleTimeoutSeconds: 600 });
    }
    return envelope({}, status);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 2_000_000_000_000, toFake: ['Date'] });
  startSession(dqa);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  setForbiddenHandler(() => undefined);
});

describe('refreshSession()', () => {
  it('stores the new token with the privileges, role and idle limit the server answers now', async () => {
    server('1,7');
    await refreshSession();
    expect(getSession()).toMatchObject({ jwtToken: 'token-1', allowedPrivilege: '1,7', idleTimeoutSeconds: 600, logInUser: { loginId: 'dqa' } });
  });

  it('reports how long the user has been idle, and notes that the server knows of that activity', async () => {
    const calls = server('1,7,23');
    vi.setSystemTime(Date.now() + 125_400);
    await refreshSession();
    expect(calls[0].body).toEqual({ idleSeconds: 125 });
    expect(localStorage.getItem(REPORTED_KEY)).toBe(localStorage.getItem(ACTIVITY_KEY));
  });

  it('makes one call for refreshes asked for while one is on its way', async () => {
    const calls = server('1,7,23');
    await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(calls).toHaveLength(1);
  });

  it('waits while another tab refreshes, then uses the token that tab stored instead of replacing it again', async () => {
    const calls = server('1,7,23');
    const locks = {
      request: async (_name: string, fn: () => Promise<void>) => {
        // The other tab held the lock: it stored its new token meanwhile.
        localStorage.setItem('session', JSON.stringify({ ...dqa, jwtToken: 'from-the-other-tab' }));
        localStorage.setItem(TOKEN_TIME_KEY, String(Date.now() + 1));
        return fn();
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      await refreshSession();
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
    expect(calls).toHaveLength(0);
    expect(getSession()?.jwtToken).toBe('from-the-other-tab');
  });
});

describe('a 403', () => {
  it('refreshes the privileges once, however many calls are refused', async () => {
    const calls = server('1,7', 403);
    setForbiddenHandler(() => refreshAfterForbidden());
    await Promise.allSettled([api('POST', '/v1/complaint/list', {}), api('POST', '/v1/complaint/list', {})]);
    await vi.waitFor(() => expect(getSession()?.allowedPrivilege).toBe('1,7'));
    await api('POST', '/v1/complaint/list', {}).catch(() => undefined);
    expect(calls.filter((c) => c.path === '/v1/identity/token/refresh')).toHaveLength(1);
    // Later, a new refusal may refresh again.
    vi.setSystemTime(Date.now() + FORBIDDEN_REFRESH_MS);
    await api('POST', '/v1/complaint/list', {}).catch(() => undefined);
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/v1/identity/token/refresh')).toHaveLength(2));
  });

  it('turns a page whose privilege was taken away into the "may not open" page, keeping the session', async () => {
    server('1,7');
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/complaintmanagement/complaintlist']}>
          <RequireAuth privilege={23}>
            <p>complaints</p>
          </RequireAuth>
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByText('complaints')).toBeTruthy();
    await act(() => refreshSession());
    expect(screen.queryByText('complaints')).toBeNull();
    expect(screen.getByTestId('not-allowed')).toBeTruthy();
    expect(getSession()?.jwtToken).toBe('token-1');
  });
});
