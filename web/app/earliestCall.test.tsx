// The inline opening call (index.html's head) and the app's own must be one call: same address,
// method, headers and body. If they drifted, the app would not adopt the early answer and the
// server would do the work twice; these tests make that drift a failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formCalls, startFormCalls, takeCall } from '../form/formLoads';
import { EARLY_OPEN_KEY, sendEarliestCall } from './earliestCall';

type Sent = { url: string; init: RequestInit };

function fakeServer() {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const value = { form: { sent: sent.length }, domains: [], status: { status: 2 }, comments: [], documents: [] };
    return new Response(JSON.stringify({ status: 'SUCCESS', value }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { sent, fetch };
}

function signIn(session: Record<string, unknown> = {}) {
  localStorage.setItem('session', JSON.stringify({ jwtToken: 'token-head', logInUser: { loginId: 'head', role: 'SCHOOL_HEAD' }, allowedPrivilege: '18,19', ...session }));
}

const at = (url: string) => window.history.replaceState(null, '', url);
const early = () => (window as unknown as Record<string, unknown>)[EARLY_OPEN_KEY];

describe('the opening call sent inline before the app starts', () => {
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    localStorage.clear();
    server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    delete (window as unknown as Record<string, unknown>)[EARLY_OPEN_KEY];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    at('/');
  });

  it('is the very call the app sends, in both languages and with the last domain opened, and the app takes it: one call, not two', async () => {
    for (const [lang, url, last, domainId] of [
      ['en', '/forms/domain?accrid=21&domain=D5', null, 'D5'],
      ['hi', '/forms/domain?accrid=22', 'D3', 'D3'],
      ['en', '/forms/domain?accrid=23', null, 'D1'],
    ] as const) {
      localStorage.clear();
      signIn();
      localStorage.setItem('lang', lang);
      const accrid = new URLSearchParams(url.split('?')[1]).get('accrid')!;
      if (last) localStorage.setItem('lastVisitedDomains', JSON.stringify({ [accrid]: last }));
      at(url);
      server.sent.length = 0;
      sendEarliestCall(window);
      expect(server.sent).toHaveLength(1);
      const inline = server.sent[0];
      // The app's own call for the same page, sent without the inline one, to compare with.
      delete (window as unknown as Record<string, unknown>)[EARLY_OPEN_KEY];
      startFormCalls(accrid, domainId);
      await vi.waitFor(() => expect(server.sent).toHaveLength(2));
      const own = server.sent[1];
      expect({ url: inline.url, method: inline.init.method, headers: inline.init.headers, body: inline.init.body }).toEqual({
        url: own.url,
        method: own.init.method?.toUpperCase(),
        headers: own.init.headers,
        body: own.init.body,
      });
      await takeCall(...formCalls.json(accrid, domainId));
      // Now with the inline call left for the app: it adopts the answer and sends nothing.
      server.sent.length = 0;
      sendEarliestCall(window);
      startFormCalls(accrid, domainId);
      expect(await takeCall(...formCalls.json(accrid, domainId))).toEqual({ sent: 1 });
      expect(server.sent).toHaveLength(1);
      expect(early()).toBeUndefined();
    }
  });

  it('sends nothing where the app would not open the form: another page, no session, a password to change, no privilege, a bad form id', () => {
    const cases: [string, () => void][] = [
      ['/forms/home', () => signIn()],
      ['/forms/domain?accrid=5', () => undefined],
      ['/forms/domain?accrid=5', () => signIn({ mustChangePassword: true })],
      ['/forms/domain?accrid=5', () => signIn({ allowedPrivilege: '19,180' })],
      ['/forms/domain?accrid=5x', () => signIn()],
      ['/forms/domain?accrid=5', () => localStorage.setItem('session', '{damaged')],
    ];
    for (const [url, setUp] of cases) {
      localStorage.clear();
      setUp();
      at(url);
      sendEarliestCall(window);
      expect(server.sent, url).toHaveLength(0);
      expect(early(), url).toBeUndefined();
    }
  });

  it('is not taken by a page that would send another call: another domain, language or user sends its own', async () => {
    const cases: { name: string; change: () => void; domainId: string }[] = [
      { name: 'another domain', change: () => undefined, domainId: 'D4' },
      { name: 'another language', change: () => localStorage.setItem('lang', 'hi'), domainId: 'D2' },
      { name: 'another user', change: () => signIn({ jwtToken: 'token-other' }), domainId: 'D2' },
    ];
    for (const { name, change, domainId } of cases) {
      localStorage.clear();
      signIn();
      at('/forms/domain?accrid=31&domain=D2');
      server.sent.length = 0;
      sendEarliestCall(window);
      change();
      startFormCalls('31', domainId);
      await takeCall(...formCalls.json('31', domainId));
      expect(server.sent, name).toHaveLength(2);
      expect(JSON.parse(server.sent[1].init.body as string), name).toEqual({ accrid: 31, domainId });
      expect(early(), name).toBeUndefined();
    }
  });
});
