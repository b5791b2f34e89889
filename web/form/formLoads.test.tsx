// A .tsx test for the browser environment (localStorage, the Lingui macro in the API client).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formCalls, startCall, startFormCalls, stopCall, takeCall } from './formLoads';

type Seen = { method: string; url: string; body: string | null; lang: string | null };

function fakeServer() {
  const seen: Seen[] = [];
  let n = 0;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    seen.push({ method: init.method ?? 'GET', url, body: (init.body as string | undefined) ?? null, lang: headers['Accept-Language'] ?? null });
    n += 1;
    return new Response(JSON.stringify({ status: 'SUCCESS', value: { call: n, url } }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { seen, fetch };
}

function signIn(loginId: string) {
  localStorage.setItem('session', JSON.stringify({ jwtToken: `token-${loginId}`, logInUser: { loginId, role: 'SCHOOL_HEAD' }, allowedPrivilege: '18' }));
}

describe('the domain form calls started before the page', () => {
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    localStorage.clear();
    signIn('head');
    server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts all five calls of the page at once, evidence lists included, in the stored language', async () => {
    localStorage.setItem('lang', 'hi');
    startFormCalls('12', 'D5');
    expect(server.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /v1/form/12/domain',
      'GET /v1/form/12/status',
      'POST /v1/form/json',
      'GET /v1/form/12/comments',
      'GET /v1/form/12/documents?domainId=D5',
    ]);
    expect(JSON.parse(server.seen[2].body!)).toEqual({ accrid: 12, domainId: 'D5' });
    expect(server.seen.every((s) => s.lang === 'hi')).toBe(true);
    await Promise.all([
      takeCall(...formCalls.domains('12')),
      takeCall(...formCalls.status('12')),
      takeCall(...formCalls.json('12', 'D5')),
      takeCall(...formCalls.comments('12')),
      takeCall(...formCalls.documents('12', 'D5')),
    ]);
    expect(server.fetch).toHaveBeenCalledTimes(5);
  });

  it('hands a started call to the page once; the next take (a reload) asks the server again', async () => {
    startCall(...formCalls.status('7'));
    // The fake server answers its call count, not a form status.
    const first = (await takeCall(...formCalls.status('7'))) as unknown as { call: number };
    const again = (await takeCall(...formCalls.status('7'))) as unknown as { call: number };
    expect(first.call).toBe(1);
    expect(again.call).toBe(2);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('does not start a call twice while the first is waiting to be taken', () => {
    startCall(...formCalls.comments('7'));
    startCall(...formCalls.comments('7'));
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('never hands one user the call started for another, nor an answer in the other language', async () => {
    startCall(...formCalls.status('7'));
    signIn('dqa');
    await takeCall(...formCalls.status('7'));
    localStorage.setItem('lang', 'hi');
    signIn('head');
    await takeCall(...formCalls.status('7'));
    expect(server.fetch).toHaveBeenCalledTimes(3);
  });

  it('asks again when the started call is old or was dropped', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startCall(...formCalls.domains('7'));
    vi.setSystemTime(Date.now() + 61_000);
    await takeCall(...formCalls.domains('7'));
    expect(server.fetch).toHaveBeenCalledTimes(2);
    startCall(...formCalls.documents('7', 'D1'));
    stopCall(...formCalls.documents('7', 'D1'));
    await takeCall(...formCalls.documents('7', 'D1'));
    expect(server.fetch).toHaveBeenCalledTimes(4);
  });

  it('a started call that fails reaches the page as the failure, not as an unhandled rejection', async () => {
    server.fetch.mockImplementationOnce(async () => new Response(JSON.stringify({ status: 'FAILURE', errorMessage: 'No records' }), { status: 404 }));
    startCall(...formCalls.json('7', 'D2'));
    await expect(takeCall(...formCalls.json('7', 'D2'))).rejects.toThrow('No records');
  });
});
