import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { api, ApiError, setSessionExpiredHandler } from './client';
import { getSession, startSession, type Session } from '../auth/session';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const session = (who: string): Session => ({
  jwtToken: `token-of-${who}`,
  allowedPrivilege: '1',
  logInUser: { userId: 1, loginId: who, firstName: who, lastName: '', role: 'DQA' },
  schoolCode: null,
});

const unauthorized = () => new Response(JSON.stringify({ status: 'FAILURE', errorCode: 'unauthorized', errorMessage: 'Unauthorized' }), { status: 401 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a 401', () => {
  it('ends the session whose token it refused', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    startSession(session('head'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthorized()),
    );
    await expect(api('GET', '/v1/user/profile')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
    expect(expired).toHaveBeenCalledWith('Your session has expired. Please sign in again.');
  });

  it('leaves alone a session signed in after the call was made (a late answer to the one before)', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    startSession(session('head'));
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const late = api('GET', '/v1/form/reject/reason/list');
    // The head logs out and the DQA signs in while that call is still on its way.
    startSession(session('dqa'));
    answer(unauthorized());
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(getSession()?.logInUser.loginId).toBe('dqa');
    expect(expired).not.toHaveBeenCalled();
  });

  it('on signing in is the server’s own answer: no token is sent and no session ends', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    startSession(session('head'));
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ status: 'FAILURE', errorMessage: 'Invalid login name or password' }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('POST', '/v1/identity/web/auth', { loginId: 'dqa', loginKey: 'wrong' })).rejects.toMatchObject({ message: 'Invalid login name or password' });
    expect((fetchMock.mock.calls[0][1].headers as Record<string, string>).Authorization).toBeUndefined();
    expect(getSession()?.logInUser.loginId).toBe('head');
    expect(expired).not.toHaveBeenCalled();
  });
});
